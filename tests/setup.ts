import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * An unexpected console.error or console.warn (hydration mismatch, missing key, act warning…) fails
 * the test that caused it. A test that expects one replaces the spy itself with vi.spyOn(...).
 */
let consoleProblems: string[] = [];

beforeEach(() => {
  consoleProblems = [];
  // Components that load data (the blog, the Media menu) must not reach a network in tests. By default
  // a call stays pending, so a page shows its loading state; a test that needs answers stubs fetch itself.
  if (typeof window !== 'undefined')
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  const problems = consoleProblems;
  consoleProblems = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (typeof document !== 'undefined') cleanup();
  if (problems.length > 0) throw new Error(`Unexpected console output:\n${problems.join('\n')}`);
});

if (typeof window !== 'undefined') {
  // jsdom has neither; components only read them, so inert stand-ins are enough for tests.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  class InertIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= InertIntersectionObserver as unknown as typeof IntersectionObserver;
  window.scrollTo = () => {};
  // jsdom does not implement media playback; components only start and stop background videos.
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
}
