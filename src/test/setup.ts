/**
 * The browser-like environment of the component tests (jsdom): the DOM matchers, the few
 * browser features Mantine needs that jsdom lacks, English texts, and a clean DOM and
 * empty storage after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '@/i18n';

// findBy/waitFor wait up to 5 s, not 1 s: on a two-core machine running every test file at
// once, a dialog's first queries can take longer than a second to answer.
configure({ asyncUtilTimeout: 5000 });

const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  // A worker's test files share one window: no file inherits a language or colour scheme.
  window.localStorage.clear();
});
