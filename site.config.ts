/**
 * Engine settings: everything about how the site behaves that is not content.
 * The business constants of the spec (§9) live here, never inline in components.
 * This file ships to the browser: it holds no secrets.
 */

/**
 * Paths of the blog and contact calls. `{name}` is replaced by the encoded value; the blog list adds
 * `catId` to the query itself. `server` is our reference server (server/), `legacy` the group's old
 * PHP backend.
 */
const apiPresets = {
  server: {
    categories: '/api/categories',
    category: '/api/categories/{catId}',
    blogs: '/api/blogs',
    blog: '/api/blogs/{id}',
    relatedBlogs: '/api/blogs/{id}/related',
    contact: '/api/contact',
    uploads: '/uploads/',
  },
  legacy: {
    // Only the categories path is known (spec §7); the others follow the old site's query shapes
    // (catId, Id, id) under invented file names. To be confirmed against the old backend.
    categories: '/gruppoApi/frontend/categories/categories.php',
    category: '/gruppoApi/frontend/categories/category.php?catId={catId}',
    blogs: '/gruppoApi/frontend/blogs/blogs.php',
    blog: '/gruppoApi/frontend/blogs/blog.php?Id={id}',
    relatedBlogs: '/gruppoApi/frontend/blogs/related.php?id={id}',
    contact: '/gruppoApi/frontend/contact/contact.php',
    uploads: '/gruppoApi/uploads/',
  },
} as const;

type ApiPresetName = keyof typeof apiPresets;
type ApiEndpoints = { readonly [K in keyof (typeof apiPresets)['server']]: string };

/**
 * The API the build talks to, from Vite's build-time variables (VITE_API_PRESET, VITE_API_BASE_URL,
 * VITE_API_TOKEN). Node scripts run by tsx also import this file; there `import.meta.env` is undefined
 * and the defaults apply. Whatever is set here ends up in the public JavaScript, the token included.
 */
export function apiTargetFromEnv(env: Partial<Record<string, string>> | undefined = import.meta.env) {
  const preset = env?.VITE_API_PRESET || 'server';
  if (!Object.hasOwn(apiPresets, preset)) {
    throw new Error(
      `VITE_API_PRESET must be one of ${Object.keys(apiPresets)
        .map((name) => `"${name}"`)
        .join(', ')}; found "${preset}"`,
    );
  }
  const baseUrl = (env?.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
  if (baseUrl !== '' && !/^https?:\/\/[^\s/]+/.test(baseUrl)) {
    throw new Error(`VITE_API_BASE_URL must be empty (same origin) or an address like "https://api.example.com"; found "${baseUrl}"`);
  }
  // Checked just above: preset names one of apiPresets' keys.
  const name = preset as ApiPresetName;
  return {
    preset: name,
    /** Prepended to every path; empty means the site's own origin. */
    baseUrl,
    /** Sent as "Authorization: Bearer …" only when set (the legacy backend wants one). Public once built. */
    token: env?.VITE_API_TOKEN || undefined,
    endpoints: apiPresets[name] as ApiEndpoints,
  };
}

export const siteConfig = {
  animation: {
    /** Sections animate in once, over this many milliseconds (never under prefers-reduced-motion). */
    durationMs: 1000,
    once: true,
  },
  headerCarousel: {
    autoplayDelayMs: 3000,
    effect: 'fade',
    loop: true,
  },
  reachCarousel: {
    autoplayDelayMs: 5000,
    speedMs: 600,
    loop: true,
    centeredSlides: true,
    /** Width in px → slides shown and spacing between them in px. */
    breakpoints: {
      // Phones: one logo large enough to read, centred, its neighbours peeking in at both edges so the strip reads as a strip.
      320: { slidesPerView: 1.5, spaceBetween: 12 },
      768: { slidesPerView: 3, spaceBetween: 20 },
      1200: { slidesPerView: 5, spaceBetween: 20 },
    },
  },
  blog: {
    pageSize: 6,
    listImageHeightPx: 270,
    detailImageMaxHeightPx: 500,
    /** Addresses the blog builds at run time; they match the paths of content/pages/blog-post.json and blog-category.json. */
    postPath: '/our/blog/{id}/single',
    categoryPath: '/newspage/{catId}/collections/',
    /** How long the "not found" warning of a blog post stays on screen before the visitor is taken to the blog list. */
    notFoundRedirectDelayMs: 3000,
  },
  search: {
    /** The search page's address: every page's header form sends its query there; content/pages/search.json has this path. */
    path: '/search',
  },
  api: {
    /** Categories, blog list, blog detail (spec §9), and every other call too, give up after this long. */
    requestTimeoutMs: 30000,
    ...apiTargetFromEnv(),
  },
} as const;
