import { blogMessages } from '../../../../common/blog-messages';
import { Notice } from '../../../../components/notice';
import { PlainLinkButton } from '../../../../components/plain-button';

/** The empty list (spec §2, §8): a warning, a short explanation and a way back home. */
export function NoPosts() {
  return (
    <>
      <Notice severity="warning" title={blogMessages.warningTitle}>
        {blogMessages.noBlogsForCategory}
      </Notice>
      <div className="no-posts">
        <h2 className="no-posts__heading">{blogMessages.noPostsHeading}</h2>
        <p className="no-posts__text">{blogMessages.noPostsText}</p>
        <PlainLinkButton look="primary" size="large" href="/">
          {blogMessages.backToHome}
        </PlainLinkButton>
      </div>
    </>
  );
}
