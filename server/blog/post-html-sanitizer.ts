import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';
import { postForbiddenAttributes, postForbiddenTags } from '../../src/common/post-html-rules';

/** A post's HTML sanitised; with a document address, every URL in it made absolute against that address. */
export type PostHtmlSanitizer = (html: string, documentUrl?: string) => string;

/** The attributes that hold one URL, and the one that holds a list of them (`srcset`). */
const urlAttributes = ['href', 'src', 'poster'] as const;

/**
 * A post's HTML as feeds carry it: the same DOMPurify, with the same allow-list (src/common/post-html-rules.ts), as the browser
 * applies before showing a post (src/features/blog/sanitize-post-html.ts), run on a jsdom window,
 * so a feed reader never gets what the site itself would not show. Given the post's own address,
 * every URL (`href`, `src`, `poster`, each candidate of `srcset`) is made absolute against it, as a
 * browser reading the post at that address would: "/services" against the site, "chart.png" against
 * the post. A feed is read away from the site, where neither means anything.
 * See docs/decisions/013-blog-on-the-server.md for why DOMPurify on jsdom rather than sanitize-html.
 */
export function createPostHtmlSanitizer(): PostHtmlSanitizer {
  let loaded: { window: JSDOMType['window']; purify: ReturnType<typeof createDOMPurifyType> } | undefined;
  const load = () => {
    if (loaded === undefined) {
      // jsdom takes 0.5 s to load on a quiet machine and seconds on a busy one: loaded by the first post
      // or feed that needs it, not by every start (issue 31: nothing before /healthz grows or waits).
      const require = createRequire(import.meta.url);
      // Casts: the packages' own types, as a static import would give them.
      const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMType };
      const createDOMPurify = require('dompurify') as typeof createDOMPurifyType;
      const { window } = new JSDOM('');
      loaded = { window, purify: createDOMPurify(window) };
    }
    return loaded;
  };
  return (html, documentUrl) => {
    const { window, purify } = load();
    const fragment = purify.sanitize(html, {
      FORBID_TAGS: [...postForbiddenTags],
      FORBID_ATTR: [...postForbiddenAttributes],
      RETURN_DOM_FRAGMENT: true,
    });
    // Without a document address (a post shown on the site itself), links stay as the post wrote them.
    if (documentUrl !== undefined) {
      for (const element of fragment.querySelectorAll(urlAttributes.map((name) => `[${name}]`).join(', ')))
        for (const attribute of urlAttributes) {
          const value = element.getAttribute(attribute);
          if (value === null) continue;
          const absolute = absoluteUrl(value, documentUrl);
          if (absolute === undefined) element.removeAttribute(attribute);
          else element.setAttribute(attribute, absolute);
        }
      for (const element of fragment.querySelectorAll('[srcset]')) {
        const srcset = absoluteSrcset(element.getAttribute('srcset') ?? '', documentUrl);
        if (srcset === undefined) element.removeAttribute('srcset');
        else element.setAttribute('srcset', srcset);
      }
    }
    const container = window.document.createElement('div');
    container.append(fragment);
    return container.innerHTML;
  };
}

/** A URL made absolute against the document's address; a fragment-only link ("#section") points inside the post wherever it is read. */
function absoluteUrl(value: string, documentUrl: string): string | undefined {
  if (value.startsWith('#')) return value;
  try {
    return new URL(value, documentUrl).href;
  } catch {
    return undefined;
  }
}

/** Each candidate of a `srcset` ("a.webp 1x, b.webp 2x") made absolute, its descriptor kept; undefined when one cannot be. */
function absoluteSrcset(srcset: string, documentUrl: string): string | undefined {
  const candidates: string[] = [];
  for (const candidate of srcset.split(',')) {
    const [url, ...descriptor] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const absolute = absoluteUrl(url, documentUrl);
    if (absolute === undefined) return undefined;
    candidates.push([absolute, ...descriptor].join(' '));
  }
  return candidates.join(', ');
}
