import { cutOrderFile } from './orderFile';
import { parseAnswer, type WorkerAnswer, type WorkerRequest } from './readOrderFile';

/**
 * Reads an orders file off the page's thread (issue 8 item 12: a 3,000-order file froze the
 * page while papaparse or SheetJS ran) and keeps its rows here: the page gets the file's outline
 * (rows, order count, parts), then asks for each part's request body as it sends it, which comes
 * back as a Blob (a handle, not a copy), so the page never copies nor encodes 100,000 orders' rows.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerAnswer) => void;
};

let file: ReturnType<typeof cutOrderFile> | undefined;

scope.onmessage = async ({ data }) => {
  if ('file' in data) {
    const answer = await parseAnswer(data.file);
    if (!('rows' in answer)) return scope.postMessage(answer);
    file = cutOrderFile(answer.rows);
    scope.postMessage({ outline: file.outline });
  } else {
    scope.postMessage({ part: data.part, body: file!.body(data.part) });
  }
};
