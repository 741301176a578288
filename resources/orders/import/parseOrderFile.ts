import { UnreadableFile } from '../../../src/components/importDialog/parseCsv';
import { orderFileOnPage, type OrderFile } from './orderFile';
import { readOrderFile, type WorkerAnswer, type WorkerRequest } from './readOrderFile';

export { countOrders } from './orderFile';

/** The worker that reads files (parseWorker.ts); Vite bundles it from this exact expression. */
const startParseWorker = () => new Worker(new URL('./parseWorker.ts', import.meta.url), { type: 'module' });

/** The file read on the page itself. */
const onPage = async (file: File) => orderFileOnPage(await readOrderFile(file));

/**
 * An orders file read and cut into parts (OrderFile) in a Web Worker, so that the page stays
 * responsive however large the file is: the rows stay in the worker, which encodes each part's
 * request body when asked, until the file is released. Where there is no Worker (jsdom in the
 * tests) or the worker cannot start, the file is read on the page instead.
 */
export function parseOrderFile(file: File): Promise<OrderFile> {
  if (typeof Worker === 'undefined') return onPage(file);
  let worker: Worker;
  try {
    worker = startParseWorker();
  } catch {
    return onPage(file);
  }
  const ask = (request: WorkerRequest) => worker.postMessage(request);
  return new Promise((resolve, reject) => {
    let read = false;
    // The parts asked for and not yet answered (one at a time as the import sends them).
    const waiting = new Map<number, { resolve: (body: Blob) => void; reject: (e: unknown) => void }>();
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      if ('outline' in data) {
        read = true;
        resolve({
          ...data.outline,
          body: (part) =>
            new Promise((resolveBody, rejectBody) => {
              waiting.set(part, { resolve: resolveBody, reject: rejectBody });
              ask({ part });
            }),
          release: () => worker.terminate(),
        });
      } else if ('part' in data) {
        waiting.get(data.part)?.resolve(data.body);
        waiting.delete(data.part);
      } else {
        worker.terminate();
        reject(new UnreadableFile(data.error, data.problems));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      // The worker's script failed to load or run: the page reads the file itself.
      if (!read) return onPage(file).then(resolve, reject);
      for (const part of waiting.values()) part.reject(new Error(event.message || 'The file reader stopped'));
      waiting.clear();
    };
    ask({ file });
  });
}
