import { blogMessages } from '../../src/common/blog-messages';
import { compressHtmlDocument, type HtmlDocument } from '../pages/html-document';
import { blogListPath, categoryPath } from './blog-paths';
import type { BlogSnapshot } from './blog-snapshot';

/** The prerendered header's Media panels: empty, marked, their buttons disabled (src/engine/layout/navigation). */
const panelMark = 'data-media-menu=""';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The links a Media panel holds: one per category, then every post. */
function menuItems(snapshot: Pick<BlogSnapshot, 'categories'>): string {
  const link = (href: string, label: string) => `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`;
  return [...snapshot.categories.map((category) => link(categoryPath(category.id), category.title)), link(blogListPath, blogMessages.allPosts)].join('');
}

/**
 * Puts the blog's categories into every Media panel of a page as real links, plus "All posts", and
 * enables the panels' buttons (issue 13 item 4): the menu works without scripts, and the browser's
 * own fill (start-chrome.ts, kept for the legacy preset) finds it filled and leaves it. A panel is
 * filled only while empty, and a page without one comes back unchanged; with no category, nothing
 * changes (the spec's menu stays disabled).
 */
export function fillMediaMenuHtml(html: string, snapshot: Pick<BlogSnapshot, 'categories'>): string {
  if (snapshot.categories.length === 0 || !html.includes(panelMark)) return html;
  const items = menuItems(snapshot);
  const panelIds: string[] = [];
  let result = '';
  let position = 0;
  for (let mark = html.indexOf(panelMark); mark !== -1; mark = html.indexOf(panelMark, mark + panelMark.length)) {
    const tagStart = html.lastIndexOf('<', mark);
    const tagEnd = html.indexOf('>', mark);
    const listEnd = html.indexOf('</ul>', tagEnd);
    // The panel's list is its first (or its own) <ul>, empty as built; anything else is left as it is.
    if (tagStart < position || tagEnd === -1 || listEnd === -1 || /<li[\s>]/.test(html.slice(tagEnd, listEnd))) continue;
    const id = /\sid="([^"]+)"/.exec(html.slice(tagStart, tagEnd))?.[1];
    if (id !== undefined) panelIds.push(id);
    result += html.slice(position, listEnd) + items;
    position = listEnd;
  }
  result += html.slice(position);
  // Each panel's buttons (the row's, the small screen's) become usable.
  for (const id of panelIds) {
    result = result.replace(/<button\b[^>]*>/g, (tag) => (tag.includes(`aria-controls="${id}"`) ? tag.replace(/\sdisabled=""/, '') : tag));
  }
  return result;
}

/**
 * The site's pages with their Media menu filled for the blog as it is now: made and compressed once
 * per page and blog version, on first request (the menu changes only with an import). At most
 * `limit` pages are kept, the least recently used going first: pages are read from disk on request
 * (server/pages/page-files.ts), and 4,000 filled pages would be half a gigabyte.
 */
export function createMediaMenuPages(snapshots: () => Promise<Pick<BlogSnapshot, 'version' | 'categories'>>, limit = 300) {
  const made = new Map<string, { version: string; document: Promise<HtmlDocument> }>();
  return {
    async html(html: string): Promise<string> {
      return fillMediaMenuHtml(html, await snapshots());
    },
    /** `key` names the page (its path); `built` is the page as the build wrote it. */
    async document(key: string, built: HtmlDocument): Promise<HtmlDocument> {
      const snapshot = await snapshots();
      const entry = made.get(key);
      if (entry !== undefined && entry.version === snapshot.version) {
        made.delete(key);
        made.set(key, entry);
        return entry.document;
      }
      const html = built.body.toString('utf8');
      const filled = fillMediaMenuHtml(html, snapshot);
      const document = filled === html ? Promise.resolve(built) : compressHtmlDocument(Buffer.from(filled));
      const fresh = { version: snapshot.version, document };
      made.delete(key);
      made.set(key, fresh);
      if (made.size > limit) made.delete(made.keys().next().value ?? key);
      // A failure is not kept: the next request tries again.
      document.catch(() => {
        if (made.get(key) === fresh) made.delete(key);
      });
      return document;
    },
  };
}

export type MediaMenuPages = ReturnType<typeof createMediaMenuPages>;
