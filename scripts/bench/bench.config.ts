/**
 * What `npm run bench` measures and against which targets (issue 12's budgets, decision 009).
 * JavaScript is measured in Chromium for every prerendered page; Lighthouse runs on the pages listed
 * here. A page is either a path or, for pages whose address depends on data, a path with
 * `{newestPostId}` or `{firstCategoryId}` filled in from the API. A page that answers 404 (not built
 * yet on this branch) is skipped with a note in the report.
 */
export const benchConfig = {
  lighthousePages: ['/', '/about', '/advisory/industry', '/payments', '/contact', '/blogs', '/our/blog/{newestPostId}/single'],
  /** Lighthouse runs per page, scripts on and scripts blocked each; the report shows the median. */
  runs: 3,
  /**
   * Mobile only by default: the targets are mobile ones, and every desktop run costs as much machine
   * time as a mobile one. BENCH_DESKTOP=1 adds desktop runs (scripts on only).
   */
  formFactors: ['mobile'] as const,
  /** What Lighthouse blocks for the "scripts blocked" runs (its --blocked-url-patterns). */
  blockedScriptPatterns: ['*.js', '*.mjs'],
  /**
   * Which sections put a page in which budget kind. A page whose sections fall in several kinds is
   * held to the most generous of them (a contact page with a carousel gets the contact budget). A blog
   * page the reference server rendered with its data loads no framework (decision 019): the budget of
   * a static page.
   */
  kindSections: {
    blog: ['blog-list', 'blog-post'],
    contact: ['contact-form'],
    carousel: ['header-carousel', 'reach-carousel'],
  },
  targets: {
    /** JavaScript (gzip, as transferred) a page loads without interaction, by kind, in KB. */
    jsGzipKb: { static: 15, carousel: 45, contact: 80, blog: 15 },
    /** Lighthouse mobile performance, on the pages listed (the other measured pages are reported only). */
    performance: 98,
    performancePages: ['/', '/about', '/advisory/industry', '/payments', '/contact'],
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    /** Total blocking time, mobile, strictly less than this. */
    tbtMs: 50,
    cls: 0,
    /** Median LCP with scripts over median LCP with scripts blocked, at most. */
    lcpRatio: 1.1,
  },
  /** Page-to-page navigations timed from the click to the next page's LCP, with and without a 200 ms hover first. */
  navigations: [
    { from: '/', to: '/about' },
    { from: '/', to: '/contact' },
    { from: '/about', to: '/services' },
  ],
  hoverMs: 200,
  /** After the load event and the network idle, how long a page is left before its scripts are counted (islands on 'idle'). */
  settleMs: 1500,
  /** Pages whose JavaScript make-up is broken down in the report. */
  compositionPages: ['/', '/about'],
} as const;

export type FormFactor = 'mobile' | 'desktop';
export type PageKind = keyof (typeof benchConfig)['targets']['jsGzipKb'];
