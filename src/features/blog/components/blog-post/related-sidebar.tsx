import type { RelatedPost } from '../../../../common/blog-api-contract';
import { blogMessages } from '../../../../common/blog-messages';
import { SmartLink } from '../../../../components/smart-link';
import { postAddress } from '../../blog-addresses';

/**
 * The sticky "Related Article" column. A failed call is ignored (spec §8): it reads like a post
 * without related articles. Nothing is listed while the call is under way (`settled` false).
 */
export function RelatedSidebar({ related, settled }: { related: readonly RelatedPost[] | undefined; settled: boolean }) {
  const headingId = 'related-articles';
  return (
    <aside aria-labelledby={headingId} className="related-sidebar">
      <h2 id={headingId}>{blogMessages.relatedArticle}</h2>
      {related?.length ? (
        <ul>
          {related.map((post) => (
            <li key={post.id}>
              <SmartLink href={postAddress(post.id)}>{post.title}</SmartLink>
            </li>
          ))}
        </ul>
      ) : settled ? (
        <p>{blogMessages.noRelated}</p>
      ) : null}
    </aside>
  );
}
