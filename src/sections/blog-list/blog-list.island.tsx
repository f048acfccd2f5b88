import { reactIsland } from '../../engine/islands/react-island';
import BlogListSection, { preloadData } from './blog-list-section';

/** The blog list fetches its posts in the browser with SWR; the requests start before hydration. */
export default reactIsland<'blog-list'>(BlogListSection, { prepare: preloadData });
