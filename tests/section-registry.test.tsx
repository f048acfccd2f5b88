import { existsSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { islandTriggerOf, type Section, sectionBrowser, sectionSchemas, sectionTypes } from '../schemas/section';
import { sectionExamples } from '../schemas/section-examples';
import { buildIconSet } from '../src/engine/build/icon-markup';
import { createEmotionCache } from '../src/engine/emotion-cache';
import { islandClientOf, islandClients } from '../src/engine/islands/island-clients';
import { startIslands } from '../src/engine/islands/island-loader';
import { loadRenderers, sectionRegistry } from '../src/engine/section-registry';
import { SectionList } from '../src/engine/section-renderer';
import { renderIslands } from '../src/entry-server';
import { embeddedBlogData } from '../src/features/blog/embedded/blog-fallback';
import { renderedBlogMarker } from '../src/features/blog/embedded/embedded-blog-data-shape';
import { renderWithSite } from './render-section';

const staticTypes = sectionTypes.filter((type) => sectionBrowser[type] === 'static');
const islandTypes = sectionTypes.filter((type) => sectionBrowser[type] !== 'static');

/** The sections as the server renders them on a page: islands in their wrappers, static sections as themselves. */
async function renderOnServer(sections: Section[]): Promise<HTMLElement> {
  const renderers = await loadRenderers(sections.map((section) => section.type));
  const page = { path: '/test', icons: buildIconSet(sections), sections };
  const islands = renderIslands(page, renderers, {}, createEmotionCache());
  const { container } = renderWithSite(<SectionList sections={sections} renderers={renderers} islands={islands} />, { iconData: sections });
  return container;
}

describe('section registry', () => {
  it('has a renderer for every section type, keys sorted', () => {
    expect(Object.keys(sectionRegistry)).toEqual(sectionTypes);
    expect(sectionTypes).toEqual([...sectionTypes].sort());
  });

  it('declares the content sections static and only the carousels, the contact form and the blog as islands', () => {
    expect(islandTypes).toEqual(['blog-list', 'blog-post', 'contact-form', 'header-carousel', 'reach-carousel']);
    expect(Object.keys(islandClients)).toEqual(islandTypes);
  });

  it.each(sectionTypes)('renders the %s example through the registry', async (type) => {
    const section = sectionSchemas[type].parse(sectionExamples[type]);
    const container = await renderOnServer([section]);
    expect(container.querySelector('[data-section-error]')).toBeNull();
    expect(container.textContent?.trim().length).toBeGreaterThan(0);
    expect(container.querySelector(`#${section.id}`)).not.toBeNull();
  });

  it.each(staticTypes)('%s is static: rendered without an island wrapper, with no client module in the island map or on disk', async (type) => {
    const section = sectionSchemas[type].parse(sectionExamples[type]);
    const container = await renderOnServer([section]);
    expect(container.querySelector('[data-island]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(islandTriggerOf(type)).toBeUndefined();
    expect(islandClientOf(type)).toBeUndefined();
    const folder = path.resolve(import.meta.dirname, '..', 'src', 'sections', type);
    expect([`${type}.island.ts`, `${type}.island.tsx`].filter((file) => existsSync(path.join(folder, file)))).toEqual([]);
  });

  it.each(islandTypes)('%s is an island: wrapped with its trigger and its props, its client module where decision 009 puts it', async (type) => {
    const section = sectionSchemas[type].parse(sectionExamples[type]);
    const container = await renderOnServer([section]);
    const wrapper = container.querySelector<HTMLElement>('[data-island]');
    expect(wrapper?.dataset).toMatchObject({ island: type, trigger: islandTriggerOf(type) });
    const block = container.querySelector(`script[type="application/json"]#${wrapper?.dataset.islandProps}`);
    expect(JSON.parse(block?.textContent ?? 'null')).toMatchObject({ section: JSON.parse(JSON.stringify(section)), index: 0, page: { pagePath: '/test' } });
    // The build finds each island's chunk by this path (src/engine/build/client-assets.ts).
    const client = islandClientOf(type);
    expect(await client?.()).toBe(await import(`../src/sections/${type}/${type}.island.${type === 'contact-form' ? 'tsx' : 'ts'}`));
  });

  it('escapes "<" in an island\'s props, so no text in the content can end the data block', async () => {
    const section = sectionSchemas['contact-form'].parse({ ...sectionExamples['contact-form'], heading: 'Write </script><script>alert(1)</script>' });
    const renderers = await loadRenderers(['contact-form']);
    const islands = renderIslands({ path: '/contact', icons: {}, sections: [section] }, renderers, {}, createEmotionCache());
    const html = renderToString(<SectionList sections={[section]} renderers={renderers} islands={islands} />);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it.each([
    ['list', 'blog-list'],
    ['post', 'blog-post'],
  ] as const)('gives page data of kind %s only to the island whose definition asks for it (%s), and none to the others', async (kind, wanted) => {
    const sections = (['blog-list', 'blog-post', 'contact-form'] as const).map((type) => sectionSchemas[type].parse(sectionExamples[type]));
    const renderers = await loadRenderers(sections.map((section) => section.type));
    const embedded = embeddedBlogData(
      kind === 'list'
        ? { kind, search: '', path: '/blogs', catId: undefined, posts: [], category: undefined }
        : { kind, search: '', path: '/our/blog/7/single', id: '7', post: undefined, related: [] },
    );
    const block = renderedBlogMarker(embedded);
    const page = { path: '/test', icons: {}, sections };
    const islands = renderIslands(page, renderers, {}, createEmotionCache(), { kind, render: embedded, block });
    const data = Object.fromEntries([...islands].map(([index, island]) => [sections[index]?.type, JSON.parse(island.propsJson).data]));
    expect(data).toEqual({ 'blog-list': undefined, 'blog-post': undefined, 'contact-form': undefined, [wanted]: JSON.parse(JSON.stringify(block)) });
  });

  it('keeps the rest of the page when one section fails to render', async () => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const good = sectionSchemas['coming-soon'].parse({ type: 'coming-soon', id: 'soon' });
    const broken = { type: 'stats', id: 'broken', items: null } as never;
    const container = await renderOnServer([broken, good]);
    expect(screen.getByText('Coming soon...')).toBeInTheDocument();
    expect(container.querySelector('[data-section-error="broken"]')).not.toBeNull();
    expect(errors.some((args) => String((args as unknown[])[0]).includes('Section "broken" (stats) failed to render'))).toBe(true);
  });
});

describe('the island loader', () => {
  function forgedPage(type: string, trigger = 'load') {
    const root = document.createElement('div');
    const section = { type, id: 'forged' };
    root.innerHTML = `<div data-island="${type}" data-trigger="${trigger}" data-island-props="island-props-forged"><p>Server HTML</p></div><script type="application/json" id="island-props-forged">${JSON.stringify({ section, index: 0 })}</script>`;
    document.body.append(root);
    return { root, element: root.querySelector<HTMLElement>('[data-island]') as HTMLElement };
  }

  afterEach(() => document.body.replaceChildren());

  it.each(['hero', 'rich-text', 'no-such-type', 'constructor'])(
    'refuses an element that names "%s", which is not an island type, and mounts nothing',
    (type) => {
      const warnings: string[] = [];
      vi.spyOn(console, 'warn').mockImplementation((message: string) => warnings.push(message));
      const { root, element } = forgedPage(type);
      const lookup = vi.fn(islandClientOf);
      startIslands(root, lookup);
      expect(lookup).toHaveBeenCalledWith(type);
      expect(element.dataset.islandState).toBe('refused');
      expect(element.innerHTML).toBe('<p>Server HTML</p>');
      expect(warnings).toEqual([`"${type}" is not an island section type: its element is left as the server rendered it.`]);
    },
  );

  it('mounts an island whose trigger is "load" with the props of its data block, once', async () => {
    const mount = vi.fn();
    const { root, element } = forgedPage('contact-form');
    const lookup = () => () => Promise.resolve({ default: { mount } });
    startIslands(root, lookup);
    startIslands(root, lookup);
    await vi.waitFor(() => expect(element.dataset.islandState).toBe('mounted'));
    expect(mount).toHaveBeenCalledExactlyOnceWith(element, { section: { type: 'contact-form', id: 'forged' }, index: 0 });
  });

  it('waits for a "visible" island to come near the window before loading its code', () => {
    const client = vi.fn(() => Promise.resolve({ default: { mount: vi.fn() } }));
    const { root, element } = forgedPage('reach-carousel', 'visible');
    startIslands(root, () => client);
    expect(element.dataset.islandState).toBe('waiting');
    expect(client).not.toHaveBeenCalled();
  });
});
