import '../../components/notice.css';
import '../../components/plain-button.css';
import '../../features/blog/components/full-page-spinner.css';
import '../../features/blog/components/blog-list/blog-list.css';
import type { IslandModule } from '../../engine/islands/island-module';
import { isRenderedWithData } from '../../features/blog/embedded/embedded-blog-data-shape';
import { enhanceBlogSection } from '../../features/blog/enhance/blog-enhance';

/**
 * A list the reference server rendered with its posts (its data block says so) is finished HTML:
 * its cards, page links and "Read More" are links, and nothing loads beyond this module. A list built
 * without them (the legacy preset, a page served as built) loads React and SWR and fetches
 * (blog-list-hydrate.tsx). The stylesheets are imported here so every page with a list has them in
 * its head, hydrated or not.
 */
const island: IslandModule<'blog-list'> = {
  async mount(element, props) {
    if (isRenderedWithData(props.data)) {
      enhanceBlogSection(element);
      return;
    }
    const { hydrateBlogList } = await import('./blog-list-hydrate');
    await hydrateBlogList(element, props);
  },
};

export default island;
