// The print thread's entry (pdfThread.ts): a worker does not load TypeScript by itself, so it
// registers tsx's loader first, as `npm start` and `npm run server` do for the main thread.
import { register } from 'tsx/esm/api';

register();
await import('./pdfWorker.ts');
