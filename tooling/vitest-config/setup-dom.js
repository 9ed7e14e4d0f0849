// jsdom lacks a few browser APIs that Mantine relies on; provide honest minimal versions.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor give up after 1 s by default: CI runs two packages' suites at once on 2 cores,
// where a Mantine menu's transition or a lazy chunk can take longer (an email test failed so).
// A passing test does not wait any longer for this; only a failing one reports later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// Test files share one jsdom per worker (isolate: false, see index.js): each file starts from an
// empty document and empty storage, as it would in a page of its own.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  document.head.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!window.IntersectionObserver) {
    window.IntersectionObserver = class {
      constructor() {
        this.root = null;
        this.rootMargin = '';
        this.thresholds = [];
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    };
  }
  window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.scrollTo = () => {};
}
