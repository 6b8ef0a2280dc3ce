import "@testing-library/jest-dom/vitest";
import { afterEach, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// Components read their words from next-intl: every `render` and `renderHook` gets the English
// catalog around it (around the test's own wrapper, if any), so tests assert the English text.
vi.mock("@testing-library/react", async (importOriginal) => {
  const rtl = await importOriginal<typeof import("@testing-library/react")>();
  const { withEnglishMessages } = await import("./src/i18n/test-provider");
  return {
    ...rtl,
    render: ((...[ui, options]: Parameters<typeof rtl.render>) =>
      rtl.render(ui, { ...options, wrapper: withEnglishMessages(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((...[hook, options]: Parameters<typeof rtl.renderHook>) =>
      rtl.renderHook(hook, { ...options, wrapper: withEnglishMessages(options?.wrapper) })) as typeof rtl.renderHook,
  };
});

// The suites run beside Rust builds and browsers on a two-core machine: a `findBy…` waits up to
// 5 s for what a loaded machine is slow to draw, rather than the library's 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// Radix primitives rely on browser APIs that jsdom lacks.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
// jsdom has no 2D canvas; the page's text fitting then keeps the template's sizes (`fit.ts`).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
