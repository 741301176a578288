import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { HttpError } from 'react-admin';

// A screen's first render loads react-admin and MUI lazily; with the suites running side by side on
// two cores that can take over a second. findBy and waitFor wait up to 5 s (the default is 1 s) before
// they fail, so a slow machine is not mistaken for a broken screen.
configure({ asyncUtilTimeout: 5000 });

// Unmount rendered components between tests (vitest globals are off, so Testing Library cannot do it itself).
afterEach(() => cleanup());

// jsdom has no scrolling; banners scroll the page to the top. A fresh mock per test lets tests
// assert that they did.
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

// react-admin's useDataProvider logs every rejected call with console.error outside production.
// In these tests a refusal (an HttpError, the dataProvider's one error type) is expected and
// asserted on the screen; any other console.error still prints.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args.length === 1 && args[0] instanceof HttpError) return;
  consoleError(...args);
};
