import { searchMessages } from '../../src/common/search-messages';
import { SiteBuildError } from '../pages/site-build';
import { type GzipPiece, gzipPiece } from './gzip-pieces';
import type { SearchDocument } from './search-index';
import { snippetHtml } from './search-ranking';
import { type SearchOutcome, searchPageSize } from './site-search';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built search page cut around the places each request fills (the markers of
 * search-results-section.tsx): the fixed parts, each compressed once (gzip-pieces.ts).
 */
export interface SearchPageTemplate {
  /** Up to the title's text. */
  beforeTitle: GzipPiece;
  /** From the end of the title to the field's value attribute. */
  beforeValue: GzipPiece;
  /** Between the value and the results' place. */
  beforeResults: GzipPiece;
  /** Between the results' place and the suggestions (nothing, as built). */
  beforeSuggestions: GzipPiece;
  /** The suggestions block, shown when nothing was found or asked. */
  suggestions: GzipPiece;
  /** The rest of the page: the last part, closing the compressed stream. */
  rest: GzipPiece;
  siteName: string;
}

function cut(html: string, marker: string, what: string): number {
  const at = html.indexOf(marker);
  if (at === -1 || html.indexOf(marker, at + 1) !== -1) {
    throw new SiteBuildError(`The search page of the build does not hold ${what} (${marker}) exactly once: run \`npm run build\` again`);
  }
  return at;
}

/** Finds the places once per built page; a page that lacks one is a build this server cannot fill. */
export function searchPageTemplate(html: string): SearchPageTemplate {
  const titleStart = cut(html, '<title>', 'a title') + '<title>'.length;
  const titleEnd = html.indexOf('</title>', titleStart);
  const title = html.slice(titleStart, titleEnd);
  const siteName = title.includes(' | ') ? title.slice(title.lastIndexOf(' | ') + 3) : title;
  const field = cut(html, 'data-search-query=""', 'the search field');
  const fieldStart = html.lastIndexOf('<input', field);
  const fieldEnd = html.indexOf('>', field);
  const valueAt = html.indexOf(' value=""', fieldStart);
  if (fieldStart === -1 || valueAt === -1 || valueAt > fieldEnd) {
    throw new SiteBuildError('The search page of the build has a search field without an empty value attribute: run `npm run build` again');
  }
  const resultsMarker = '<div data-search-results=""></div>';
  const results = cut(html, resultsMarker, 'the results’ place');
  const suggestionsStart = cut(html, '<aside data-search-suggestions=""', 'the suggestions');
  const suggestionsEnd = html.indexOf('</aside>', suggestionsStart) + '</aside>'.length;
  if (!(titleEnd > titleStart && valueAt < results && results < suggestionsStart)) {
    throw new SiteBuildError('The search page of the build has its parts out of order: run `npm run build` again');
  }
  return {
    beforeTitle: gzipPiece(html.slice(0, titleStart)),
    beforeValue: gzipPiece(html.slice(titleEnd, valueAt)),
    beforeResults: gzipPiece(html.slice(valueAt + ' value=""'.length, results)),
    beforeSuggestions: gzipPiece(html.slice(results + resultsMarker.length, suggestionsStart)),
    suggestions: gzipPiece(html.slice(suggestionsStart, suggestionsEnd)),
    rest: gzipPiece(html.slice(suggestionsEnd), true),
    siteName,
  };
}

const searchHref = (query: string, page = 1) => `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;

function resultHtml(result: SearchDocument, terms: readonly string[]): string {
  const date =
    result.kind === 'post' && result.date ? ` · ${searchMessages.postedOn} <time datetime="${escapeHtml(result.date)}">${escapeHtml(result.date)}</time>` : '';
  const snippet = snippetHtml(result.body || result.headings, terms);
  return [
    '<li class="search-result">',
    `<p class="search-result__meta"><span class="search-result__kind">${searchMessages.kinds[result.kind]}</span>${date}</p>`,
    `<h2 class="search-result__title"><a href="${escapeHtml(result.path)}">${escapeHtml(result.title)}</a></h2>`,
    snippet ? `<p class="search-result__snippet">${snippet}</p>` : '',
    `<p class="search-result__path">${escapeHtml(result.path)}</p>`,
    '</li>',
  ].join('');
}

/** Previous, the page numbers and Next as links, as the blog's list (a dead end is an `<a>` without href). */
function paginationHtml(query: string, page: number, pages: number): string {
  if (pages <= 1) return '';
  const link = (target: number, label: string, extra = '') =>
    target < 1 || target > pages
      ? `<li><a aria-disabled="true">${label}</a></li>`
      : `<li><a href="${escapeHtml(searchHref(query, target))}"${extra}>${label}</a></li>`;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).map((number) =>
    link(number, String(number), `${number === page ? ' aria-current="page"' : ''} aria-label="${searchMessages.pageLink(number)}"`),
  );
  return `<nav class="search-pagination" aria-label="${searchMessages.pagination}"><ul>${link(page - 1, searchMessages.previous)}${numbers.join('')}${link(page + 1, searchMessages.next)}</ul></nav>`;
}

export interface SearchPageView {
  /** As typed, cut to the longest query read. */
  query: string;
  /** The query was longer and has been cut. */
  truncated: boolean;
  outcome: SearchOutcome | undefined;
  /** 1-based, already clamped to the pages there are. */
  page: number;
}

export function pageCount(outcome: SearchOutcome | undefined): number {
  return Math.max(1, Math.ceil((outcome?.results.length ?? 0) / searchPageSize));
}

/**
 * The whole page for one query, as parts (joinText, joinGzip): every text from the query or the
 * index escaped, the matched words in `<mark>`.
 */
export function renderSearchPage(template: SearchPageTemplate, view: SearchPageView): (GzipPiece | string)[] {
  const { query, outcome, page } = view;
  const pages = pageCount(outcome);
  const found = outcome !== undefined && outcome.results.length > 0;
  const title = `${escapeHtml(searchMessages.pageTitle(query))} | ${template.siteName}`;
  const status: string[] = [];
  if (view.truncated) status.push(`<p>${escapeHtml(searchMessages.tooLong(query.length))}</p>`);
  if (outcome === undefined) {
    status.push(`<p>${escapeHtml(searchMessages.noQuery)}</p>`);
  } else if (!found) {
    status.push(`<p role="status"><strong>${escapeHtml(searchMessages.noResults(query))}</strong></p>`);
  } else {
    if (outcome.correctedQuery !== undefined) {
      status.push(
        `<p>${escapeHtml(searchMessages.corrected(query))} ${escapeHtml(searchMessages.showingCorrected)} <a href="${escapeHtml(searchHref(outcome.correctedQuery))}">${escapeHtml(outcome.correctedQuery)}</a>.</p>`,
      );
    }
    const shown = outcome.correctedQuery ?? query;
    const pageNote = pages > 1 ? ` · ${escapeHtml(searchMessages.pageOf(page, pages))}` : '';
    status.push(`<p role="status">${escapeHtml(searchMessages.resultCount(outcome.results.length, shown))}${pageNote}</p>`);
  }
  const results = found
    ? `<ol class="search-results" aria-label="${searchMessages.resultsLandmark}" start="${(page - 1) * searchPageSize + 1}">${outcome.results
        .slice((page - 1) * searchPageSize, page * searchPageSize)
        .map((result) => resultHtml(result, outcome.terms))
        .join('')}</ol>${paginationHtml(query, page, pages)}`
    : '';
  return [
    template.beforeTitle,
    title,
    template.beforeValue,
    ` value="${escapeHtml(query)}"`,
    template.beforeResults,
    `<div data-search-results=""><div class="search-status">${status.join('')}</div>${results}</div>`,
    template.beforeSuggestions,
    ...(found ? [] : [template.suggestions]),
    template.rest,
  ];
}
