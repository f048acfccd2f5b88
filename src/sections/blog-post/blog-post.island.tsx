import { reactIsland } from '../../engine/islands/react-island';
import BlogPostSection, { preloadData } from './blog-post-section';

/** The post and its related posts are fetched in the browser with SWR; the requests start before hydration. */
export default reactIsland<'blog-post'>(BlogPostSection, { prepare: preloadData });
