import { blogMessages } from '../../../common/blog-messages';
import './full-page-spinner.css';

/**
 * What the blog pages show while their data loads (also in the prerendered HTML): a spinner filling
 * the window, so that the footer starts below it and nothing on screen moves when the content replaces it.
 */
export function FullPageSpinner() {
  return (
    <div role="status" aria-label={blogMessages.loading} className="full-page-spinner">
      <div aria-hidden="true" className="full-page-spinner__circle" />
    </div>
  );
}
