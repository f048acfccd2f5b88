import { colors, systemFontStack, tints } from '../../src/theme/tokens';

/** An element's attribute, as React writes it in server HTML (double quotes, `&quot;`/`&amp;` escaped). */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value?.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The host of a frame's address when it is another site's, else undefined (a relative address, or none). */
function foreignHost(src: string | undefined): string | undefined {
  if (!src || !/^(?:https?:)?\/\//i.test(src)) return undefined;
  try {
    return new URL(src, 'http://editor.invalid').host;
  } catch {
    return 'another site';
  }
}

/** The placeholder's own look, from the design tokens: it never depends on the page's stylesheets to be readable. */
const PLACEHOLDER_STYLE = [
  'display:flex;align-items:center;justify-content:center;text-align:center;padding:16px;box-sizing:border-box',
  `background:repeating-linear-gradient(135deg,${colors.surfaceMuted} 0 12px,${tints.textHover} 12px 24px)`,
  `color:${colors.text};font:500 16px/1.4 ${systemFontStack}`,
].join(';');

/**
 * The preview draws nothing from another site (issue 28, B11): the editor's security policy refuses
 * every frame but its own, and a maintainer's draft must not call a third party. A map or video frame
 * (map-embed, video-embed) keeps its place and size (its element keeps the section's class) and says
 * what the built page loads there, in place of a browser's "blocked" page.
 */
export function withoutThirdPartyFrames(html: string): string {
  return html.replace(/<iframe\b[^>]*>(?:[\s\S]*?<\/iframe>)?/g, (tag) => {
    const host = foreignHost(attribute(tag, 'src'));
    if (host === undefined) return tag;
    const title = attribute(tag, 'title') ?? 'Embedded content';
    const className = attribute(tag, 'class');
    const text = `${title}: shown from ${host} on the published page; the editor's preview loads nothing from other sites.`;
    return `<div${className ? ` class="${escapeHtml(className)}"` : ''} data-preview-embed="${escapeHtml(host)}" role="img" aria-label="${escapeHtml(text)}" style="${PLACEHOLDER_STYLE}"><span>${escapeHtml(text)}</span></div>`;
  });
}
