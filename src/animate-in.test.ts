import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const aosStart = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock('./aos-start', () => aosStart);

type Report = { target: Element; isIntersecting: boolean; top: number };

let observed: Element[] = [];
let report: (reports: Report[]) => void = () => {};

class RecordingObserver {
  constructor(onChange: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = (reports) =>
      onChange(reports.map(({ target, isIntersecting, top }) => ({ target, isIntersecting, boundingClientRect: { top } as DOMRectReadOnly })));
  }
  observe(element: Element) {
    observed.push(element);
  }
  unobserve(element: Element) {
    observed = observed.filter((candidate) => candidate !== element);
  }
  disconnect() {
    observed = [];
  }
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
    aosStart.start.mockClear();
    vi.stubGlobal('IntersectionObserver', RecordingObserver);
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('marks what the visitor already sees as shown before AOS starts, so only sections below the window wait to fade in', async () => {
    prefersReducedMotion(false);
    const animateIn = await freshAnimateIn();
    const scrolledPast = section();
    const visible = section();
    const below = section();
    const started = animateIn();
    expect(observed).toEqual([scrolledPast, visible, below]);
    expect(aosStart.start).not.toHaveBeenCalled();

    report([
      { target: scrolledPast, isIntersecting: false, top: -900 },
      { target: visible, isIntersecting: true, top: 300 },
      { target: below, isIntersecting: false, top: 1200 },
    ]);
    await started;
    expect(scrolledPast).toHaveClass('aos-init', 'aos-animate');
    expect(visible).toHaveClass('aos-init', 'aos-animate');
    expect(below.className).toBe('');
    expect(observed).toEqual([]);
    expect(aosStart.start).toHaveBeenCalledWith(expect.objectContaining({ durationMs: 1000, once: true }));
  });

  it('starts AOS once per page, however often it is called', async () => {
    prefersReducedMotion(false);
    const animateIn = await freshAnimateIn();
    const shown = section();
    const started = animateIn();
    report([{ target: shown, isIntersecting: true, top: 0 }]);
    await started;
    await animateIn();
    expect(aosStart.start).toHaveBeenCalledTimes(1);
  });

  it('loads nothing on a page without animated sections', async () => {
    prefersReducedMotion(false);
    const animateIn = await freshAnimateIn();
    await animateIn();
    expect(observed).toEqual([]);
    expect(aosStart.start).not.toHaveBeenCalled();
  });

  it('never loads AOS for visitors who ask for reduced motion', async () => {
    prefersReducedMotion(true);
    const animateIn = await freshAnimateIn();
    section();
    await animateIn();
    expect(observed).toEqual([]);
    expect(aosStart.start).not.toHaveBeenCalled();
  });
});
