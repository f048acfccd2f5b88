import { expect } from 'vitest';

/** Test helpers: what a crawler would find missing in a page's JSON-LD. */

/**
 * The properties each type must have to be useful, from schema.org and Google Search Central's
 * structured data docs (Organization: name, url, logo; Article/BlogPosting: headline, image,
 * datePublished, dateModified, author, publisher; BreadcrumbList: itemListElement, each ListItem
 * with position and name, and item on every crumb but the current page's).
 */
export const requiredProperties: Record<string, readonly string[]> = {
  Organization: ['@id', 'name', 'url', 'logo', 'sameAs'],
  WebSite: ['@id', 'name', 'url', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  BlogPosting: ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher', 'mainEntityOfPage'],
};

/** Every node of a graph, nested ones too, that lacks a required property: "BlogPosting.author". */
export function missingProperties(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(missingProperties);
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>; // Cast: a plain object from JSON, read by key.
  const type = typeof record['@type'] === 'string' ? record['@type'] : undefined;
  const own = (type ? (requiredProperties[type] ?? []) : []).filter((key) => record[key] === undefined || record[key] === '').map((key) => `${type}.${key}`);
  return [...own, ...Object.values(record).flatMap(missingProperties)];
}

/** The graph of the JSON-LD block in an HTML head, as a crawler reads it. */
export function jsonLdGraph(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const json = JSON.parse(blocks[0]?.[1] ?? '') as { '@context': string; '@graph': Record<string, unknown>[] }; // Cast: checked below.
  expect(json['@context']).toBe('https://schema.org');
  return json['@graph'];
}

