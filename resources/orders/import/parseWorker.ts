import { parseAnswer } from './readOrderFile';

/**
 * Reads an orders file off the page's thread (issue 8 item 12: a 3,000-order file froze the
 * page while papaparse or SheetJS ran): receives the File, answers a ParseAnswer.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = async (event) => scope.postMessage(await parseAnswer(event.data));
