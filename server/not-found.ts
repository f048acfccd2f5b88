import type { FastifyInstance } from 'fastify';
import { sendHtmlDocument, type HtmlDocument } from './html-document';

/** Every unknown address, whatever the method, gets the site's own 404 page with status 404. */
export function registerNotFoundPage(app: FastifyInstance, notFoundPage: HtmlDocument): void {
  app.setNotFoundHandler((request, reply) => sendHtmlDocument(request, reply, notFoundPage, 404));
}
