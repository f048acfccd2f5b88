import { Feed, type Item } from 'feed';
import { blogTitleOf, feedLinks } from '../../src/common/page-head-extras';
import type { BlogImages } from './blog-images';
import { blogListPath, categoryPath, type FeedFormat, lastChanged, postDateTime, postPath } from './blog-paths';
import type { BlogSnapshot, SnapshotPost } from './blog-snapshot';
import type { PostHtmlSanitizer } from './post-html-sanitizer';
import { withoutXmlForbiddenCharacters } from './xml-characters';

export interface FeedSite {
  siteUrl: string;
  siteName: string;
  language: string;
  /** The channel's description: the blog list page's for every post, the category page's for one category. */
  description: string;
  categoryDescription: string;
}

/** Most readers show a few dozen entries; older posts stay on the site. */
const feedItemLimit = 50;

/** A post's date is a calendar date; noon UTC keeps it on that day in every time zone a reader is in. */
function postDate(date: string): Date {
  return new Date(postDateTime(date));
}

/**
 * JSON Feed 1.1 from the library's 1.0 output: the version string, `authors` (1.1 deprecates the
 * single `author`) and the feed's language. Everything else is the same in both versions.
 */
function toJsonFeed11(json: string, language: string): string {
  // Cast: the object the feed library just serialised; only the fields touched here are named.
  const feed = JSON.parse(json) as { version: string; author?: unknown; items: { author?: unknown; authors?: unknown[] }[] } & Record<string, unknown>;
  const { author: feedAuthor, items, ...rest } = feed;
  return JSON.stringify(
    {
      ...rest,
      version: 'https://jsonfeed.org/version/1.1',
      language,
      ...(feedAuthor === undefined ? {} : { authors: [feedAuthor] }),
      items: items.map(({ author, ...item }) => (author === undefined ? item : { ...item, authors: [author] })),
    },
    null,
    2,
  );
}

/**
 * One feed of the blog, or of one category, in one format: the newest posts with their full
 * content sanitised and made absolute (`sanitize`), the author, the category and the image.
 */
export async function renderFeed(
  format: FeedFormat,
  snapshot: BlogSnapshot,
  site: FeedSite,
  images: BlogImages,
  sanitize: PostHtmlSanitizer,
  category?: { id: number; title: string },
): Promise<string> {
  const base = site.siteUrl.replace(/\/$/, '');
  const posts = (category ? snapshot.posts.filter((post) => post.categoryId === category.id) : snapshot.posts).slice(0, feedItemLimit);
  const [rss, atom, json] = feedLinks(site.siteUrl, blogTitleOf(site.siteName), category);
  const selfLink = { rss, atom, json }[format]?.href ?? '';
  const link = `${base}${category ? categoryPath(category.id) : blogListPath}`;
  const feed = new Feed({
    id: selfLink,
    title: rss?.title.replace(/ \(RSS\)$/, '') ?? site.siteName,
    description: category ? site.categoryDescription : site.description,
    link,
    language: site.language,
    image: `${base}/img/icon-512.png`,
    favicon: `${base}/favicon.ico`,
    copyright: `© ${site.siteName}`,
    // When its posts last changed, not each time it is generated.
    updated: new Date(Math.max(0, ...posts.map((post) => postDate(lastChanged(post)).getTime()))),
    generator: false,
    feedLinks: { rss: rss?.href, atom: atom?.href, json: json?.href },
  });
  for (const post of posts) feed.addItem(await feedItem(format, post, base, images, sanitize));
  // One post with a character XML 1.0 forbids (a vertical tab pasted from a word processor) would make
  // the whole feed malformed, and readers drop it. They are left out of the finished document, so no
  // field (title, summary, content, author, category, the site's name) can bring one in: such a
  // character is never markup, and the library writes none as a character reference, so taking it out
  // of the text leaves the rest as it was. JSON allows them (escaped), so the JSON Feed keeps them.
  if (format === 'rss') return withoutXmlForbiddenCharacters(feed.rss2());
  if (format === 'atom') return withoutXmlForbiddenCharacters(feed.atom1());
  return toJsonFeed11(feed.json1(), site.language);
}

async function feedItem(format: FeedFormat, post: SnapshotPost, base: string, images: BlogImages, sanitize: PostHtmlSanitizer): Promise<Item> {
  const url = `${base}${postPath(post.id)}`;
  const image = post.image ? await images.info(post.image) : undefined;
  const imageUrl = post.image ? `${base}/uploads/${encodeURIComponent(post.image)}` : undefined;
  // Atom declares its entries' title and summary `type="html"`, and RSS readers decode a title and a
  // description as HTML (the RSS Best Practices Profile asks for them entity-encoded): plain text goes
  // into them escaped, so "R&D <2025>" is read as those characters, not as markup. JSON Feed's are text.
  return {
    title: format === 'json' ? post.title : escapeHtml(post.title),
    id: url,
    link: url,
    date: postDate(post.updated ?? post.date),
    published: postDate(post.date),
    description: format === 'json' ? post.summary : escapeHtml(post.summary),
    content: sanitize(post.contentHtml, url),
    // RSS 2.0's <author> is an e-mail address; a name goes in Dublin Core's <dc:creator> instead.
    ...(format === 'rss' ? { extensions: [{ name: 'dc:creator', objects: { _text: post.author } }] } : { author: [{ name: post.author }] }),
    // Atom requires `term`; RSS reads `domain`, Atom `scheme`: both the category's page.
    category: [
      { name: post.category, term: post.category, domain: `${base}${categoryPath(post.categoryId)}`, scheme: `${base}${categoryPath(post.categoryId)}` },
    ],
    ...(imageUrl ? { image: image ? { url: imageUrl, type: image.type, length: image.length } : imageUrl } : {}),
  };
}

/** Text as HTML that reads as that text. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
