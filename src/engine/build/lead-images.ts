const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/g;
const VIDEO = /<video\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * The images a prerendered page should start downloading before the browser reaches them in the
 * body: its high-priority images (page headers) and the posters of videos in its first section (the
 * home page's header). They are usually the largest paint, and a preload in the head saves the time
 * the browser spends reading the head's styles before it finds them.
 */
export function leadImagesOf(bodyHtml: string): string[] {
  const images = [...bodyHtml.matchAll(PRIORITY_IMAGE)].map(([tag]) => attribute(tag, 'src'));
  const firstSectionStart = bodyHtml.indexOf('<section');
  const secondSectionStart = bodyHtml.indexOf('<section', firstSectionStart + 1);
  const firstSection = firstSectionStart < 0 ? '' : bodyHtml.slice(firstSectionStart, secondSectionStart < 0 ? undefined : secondSectionStart);
  const posters = [...firstSection.matchAll(VIDEO)].map(([tag]) => attribute(tag, 'poster'));
  return [...new Set([...images, ...posters].filter((src): src is string => src?.startsWith('/') === true))];
}
