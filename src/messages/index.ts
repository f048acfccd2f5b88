/**
 * Every text a visitor reads that is not page content, found from this one index: the site's frame,
 * the carousels, the legal text's labels, the contact form and the blog (the spec's texts word for
 * word, spec §2 and §8), and what the contact API answers. Code imports the module it needs (a page
 * without the blog must not load the blog's texts); the browser suite (tests/e2e) imports from here
 * instead of repeating the texts. The not-found page's texts are page content (content/pages/not-found.json).
 */

export { contactReplyMessages, notTextMessage } from '../../schemas/contact-message';
export { blogMessages } from '../common/blog-messages';
export { searchMessages } from '../common/search-messages';
export { contactMessages } from '../features/contact/messages';
export { carouselMessages } from './carousel-messages';
export { chromeMessages } from './chrome-messages';
export { legalTextMessages } from './legal-text-messages';
