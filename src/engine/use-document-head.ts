import { useEffect } from 'react';
import type { PageHead } from './page-head';

function setHeadAttribute(selector: string, attribute: 'content' | 'href', value: string | undefined) {
  const element = document.head.querySelector(selector);
  if (element && value !== undefined) element.setAttribute(attribute, value);
}

/**
 * Keeps the head tags in step with the page after in-app navigation. The prerendered HTML carries them
 * at first load, so on that render this writes the values they already have.
 */
export function useDocumentHead(head: PageHead) {
  useEffect(() => {
    document.title = head.title;
    setHeadAttribute('meta[name="description"]', 'content', head.description);
    setHeadAttribute('link[rel="canonical"]', 'href', head.canonical);
    setHeadAttribute('meta[property="og:title"]', 'content', head.title);
    setHeadAttribute('meta[property="og:description"]', 'content', head.description);
    setHeadAttribute('meta[property="og:url"]', 'content', head.canonical);
    setHeadAttribute('meta[property="og:image"]', 'content', head.image);
  }, [head.title, head.description, head.canonical, head.image]);
}
