import '../../components/notice.css';
import '../../features/blog/components/full-page-spinner.css';
import '../../features/blog/components/blog-post/blog-post.css';
import type { IslandModule } from '../../engine/islands/island-module';
import { isRenderedWithData } from '../../features/blog/embedded/embedded-blog-data-shape';
import { enhanceBlogSection } from '../../features/blog/enhance/blog-enhance';

/**
 * A post the reference server rendered with its data (the post sanitised, its related posts, or the
 * not-found warning) is finished HTML: share links, related posts and breadcrumb are links; only a
 * not-found post's redirect runs, in plain script (blog-enhance.ts). A post built without its data
 * (the legacy preset, a page served as built) loads React and SWR and fetches (blog-post-hydrate.tsx).
 * The stylesheets are imported here so every post page has them in its head, hydrated or not.
 */
const island: IslandModule<'blog-post'> = {
  async mount(element, props) {
    if (isRenderedWithData(props.data)) {
      enhanceBlogSection(element);
      return;
    }
    const { hydrateBlogPost } = await import('./blog-post-hydrate');
    await hydrateBlogPost(element, props);
  },
};

export default island;
