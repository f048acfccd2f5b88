/** "Changes to This Privacy Statement" → "changes-to-this-privacy-statement". */
function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Anchors start with a letter, like every other id on the site.
  return /^[a-z]/.test(slug) ? slug : `part-${slug || 'untitled'}`;
}

/**
 * The anchor of each part: its own id when content gives one, else a slug of its heading, made
 * unique within the document (a second "Contact Us" becomes "contact-us-2").
 */
export function partAnchors(parts: readonly { id?: string | undefined; heading: string }[]): string[] {
  const taken = new Set(parts.flatMap((part) => (part.id ? [part.id] : [])));
  return parts.map((part) => {
    if (part.id) return part.id;
    const base = slugify(part.heading);
    let anchor = base;
    for (let suffix = 2; taken.has(anchor); suffix += 1) anchor = `${base}-${suffix}`;
    taken.add(anchor);
    return anchor;
  });
}
