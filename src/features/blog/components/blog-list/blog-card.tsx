import { siteConfig } from '../../../../../site.config';
import { uploadUrl } from '../../../../api/endpoint-url';
import type { BlogPostSummary } from '../../../../common/blog-api-contract';
import { blogMessages } from '../../../../common/blog-messages';
import { PlainLinkButton } from '../../../../components/plain-button';
import { formatLongDate } from '../../../../format/format-long-date';
import { postAddress } from '../../blog-addresses';

const imageHeight = siteConfig.blog.listImageHeightPx;

/**
 * One post in the list: image (or a cover naming its category), date, title and a "Read More" link to the post; the
 * link's name ends with the post's title (visually hidden), so six links do not all say "Read More".
 */
export function BlogCard({ post, eyebrow }: { post: BlogPostSummary; eyebrow: string }) {
  return (
    <article className="blog-card">
      {post.image ? (
        <img
          className="blog-card__image"
          src={uploadUrl(post.image)}
          alt=""
          height={imageHeight}
          loading="lazy"
          decoding="async"
          style={{ height: imageHeight }}
        />
      ) : (
        // A post without a picture gets a cover of the same size (the grid stays even): its category (or
        // "Insight" where the list does not know it) and its title's initial, large and faint. Not the
        // title itself: the card's heading says it once (a reader, a copy or a page without styles would
        // show it twice). Hidden from screen readers.
        <div aria-hidden="true" className="blog-card__placeholder" data-initial={post.title.trim().charAt(0).toUpperCase()} style={{ height: imageHeight }}>
          <span className="blog-card__eyebrow">{eyebrow}</span>
        </div>
      )}
      <div className="blog-card__body">
        <time dateTime={post.date} className="blog-card__date">
          {formatLongDate(post.date)}
        </time>
        <h2 className="blog-card__title">{post.title}</h2>
        <div>
          <PlainLinkButton look="outline-primary" href={postAddress(post.id)}>
            {blogMessages.readMore}
            <span className="visually-hidden">: {post.title}</span>
          </PlainLinkButton>
        </div>
      </div>
    </article>
  );
}
