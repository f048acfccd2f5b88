// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRenderers, sectionRegistry } from './engine/section-registry';
import { type RenderedPage, renderPage } from './entry-server';

/** The class names (`css-1x2y3z`) a page's critical style tags define rules for. */
function styledClasses(styleTags: string): Set<string> {
  return new Set([...styleTags.matchAll(/\.(css-[a-zA-Z0-9_-]+)/g)].map((match) => match[1] as string));
}

/** The class names a page's markup uses. */
function usedClasses(html: string): Set<string> {
  return new Set([...html.matchAll(/\bcss-[a-zA-Z0-9_-]+/g)].map((match) => match[0]));
}

const comparable = (page: RenderedPage) => ({ html: page.html, styleTags: page.styleTags, headTags: page.headTags, islands: page.islands });

describe('renderPage, one page after another in the same process', () => {
  it("gives each page exactly its own critical styles: the same page renders the same bytes whatever was rendered before, and none of another page's rules", async () => {
    // The home page and the contact page: different sections, so each has rules the other has not.
    const contactFirst = await renderPage('/contact');
    const homeFirst = await renderPage('/');
    const contactAgain = await renderPage('/contact');
    const homeAgain = await renderPage('/');
    expect(comparable(homeAgain)).toEqual(comparable(homeFirst));
    expect(comparable(contactAgain)).toEqual(comparable(contactFirst));

    const homeOnly = [...styledClasses(homeFirst.styleTags)].filter((name) => !usedClasses(contactAgain.html).has(name));
    expect(homeOnly.length).toBeGreaterThan(0);
    const contactStyles = styledClasses(contactAgain.styleTags);
    expect(homeOnly.filter((name) => contactStyles.has(name))).toEqual([]);
    // Every rule in a page's styles is for a class its markup uses (or a global rule, which has none).
    for (const page of [homeAgain, contactAgain]) {
      const used = usedClasses(page.html);
      expect([...styledClasses(page.styleTags)].filter((name) => !used.has(name))).toEqual([]);
    }
  });
});

describe('loadRenderers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("imports a type's renderer once in the built entry (Vite's production mode), and keeps no failed import", async () => {
    vi.stubEnv('MODE', 'production');
    const real = sectionRegistry['cta-band'].render;
    const render = vi.spyOn(sectionRegistry['cta-band'], 'render').mockRejectedValueOnce(new Error('disk hiccup'));
    await expect(loadRenderers(['cta-band'])).rejects.toThrow('disk hiccup');
    render.mockImplementation(real);
    const first = await loadRenderers(['cta-band', 'cta-band']);
    const second = await loadRenderers(['cta-band']);
    expect(render).toHaveBeenCalledTimes(2);
    expect(second.get('cta-band')).toBe(first.get('cta-band'));
    expect(typeof first.get('cta-band')).toBe('function');
  });

  it("imports it at every call under Vite's development server, where an edited section's module is new", async () => {
    vi.stubEnv('MODE', 'development');
    const render = vi.spyOn(sectionRegistry['logo-grid'], 'render');
    await loadRenderers(['logo-grid']);
    await loadRenderers(['logo-grid']);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
