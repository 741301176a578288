import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Unmount rendered components between tests (vitest globals are off, so Testing Library cannot do it itself).
afterEach(() => cleanup());

// jsdom has no scrolling; banners scroll the page to the top. A fresh mock per test lets tests
// assert that they did.
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
