import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observed: Element[] = [];
let callback: Callback = () => {};

class RecordingObserver {
  constructor(onChange: Callback) {
    callback = onChange;
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((candidate) => candidate !== element);
  }
  disconnect() {}
}

/** A section at `top` px from the top of a 800 px window. */
function section(top: number): HTMLElement {
  const element = document.createElement('section');
  element.dataset.aos = 'fade-up';
  element.getBoundingClientRect = () => ({ top, bottom: top + 400, left: 0, right: 0, width: 0, height: 400, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(element);
  return element;
}

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reduce, media: query }) as MediaQueryList);
}

async function freshAnimateIn() {
  vi.resetModules();
  return (await import('./animate-in')).animateIn;
}

describe('animateIn', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('leaves what the visitor already sees alone and hides the sections below the fold until they scroll in', async () => {
    prefersReducedMotion(false);
    const animateIn = await freshAnimateIn();
    const visible = section(300);
    const below = section(1200);
    animateIn();
    expect(visible.className).toBe('');
    expect(below).toHaveClass('aos-init');
    expect(observed).toEqual([below]);

    callback([{ target: below, isIntersecting: true }]);
    expect(below).toHaveClass('aos-init', 'aos-animate');
    expect(observed).toEqual([]);
  });

  it('looks only at sections it has not seen yet, so it can run again after each navigation', async () => {
    prefersReducedMotion(false);
    const animateIn = await freshAnimateIn();
    section(1200);
    animateIn();
    const next = section(2000);
    animateIn();
    expect(observed).toHaveLength(2);
    expect(observed[1]).toBe(next);
  });

  it('does nothing for visitors who ask for reduced motion', async () => {
    prefersReducedMotion(true);
    const animateIn = await freshAnimateIn();
    const below = section(1200);
    animateIn();
    expect(below.className).toBe('');
    expect(observed).toEqual([]);
  });
});
