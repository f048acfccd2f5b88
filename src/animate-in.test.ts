import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Report = { target: Element; isIntersecting: boolean; top: number };

let observed: Element[] = [];
let report: (reports: Report[]) => void = () => {};

class RecordingObserver {
  constructor(onChange: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = (reports) => onChange(reports.map(({ target, isIntersecting, top }) => ({ target, isIntersecting, boundingClientRect: { top } as DOMRectReadOnly })));
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((candidate) => candidate !== element);
  }
  disconnect() {}
}

function section(): HTMLElement {
  const element = document.createElement('section');
  element.dataset.aos = 'fade-up';
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

describe('animateIn (800 px window)', () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('leaves what the visitor already sees alone and hides the sections below the window until they scroll in', async () => {
    prefersReducedMotion(false);
    const animateIn = await freshAnimateIn();
    const visible = section();
    const atTheBottomEdge = section();
    const below = section();
    animateIn();
    expect(observed).toEqual([visible, atTheBottomEdge, below]);

    report([
      { target: visible, isIntersecting: true, top: 300 },
      { target: atTheBottomEdge, isIntersecting: false, top: 750 },
      { target: below, isIntersecting: false, top: 1200 },
    ]);
    expect(visible.className).toBe('');
    expect(atTheBottomEdge.className).toBe('');
    expect(below).toHaveClass('aos-init');
    expect(observed).toEqual([below]);

    report([{ target: below, isIntersecting: true, top: 600 }]);
    expect(below).toHaveClass('aos-init', 'aos-animate');
    expect(observed).toEqual([]);
  });

  it('watches only sections it has not seen yet, so it can run again after each navigation', async () => {
    prefersReducedMotion(false);
    const animateIn = await freshAnimateIn();
    const first = section();
    animateIn();
    const next = section();
    animateIn();
    expect(observed).toEqual([first, next]);
  });

  it('does nothing for visitors who ask for reduced motion', async () => {
    prefersReducedMotion(true);
    const animateIn = await freshAnimateIn();
    section();
    animateIn();
    expect(observed).toEqual([]);
  });
});
