import { expect } from 'vitest';

/**
 * Test helpers: what a crawler would find missing in a page's JSON-LD.
 *
 * The properties each type must have, from schema.org and Google Search Central's structured data
 * docs: Organization (logo: name, url, logo; the site's profiles: sameAs), WebSite (name, url),
 * Article/BlogPosting (headline, image, datePublished, dateModified, author, publisher),
 * BreadcrumbList (itemListElement, each ListItem with position and name).
 */
const requiredProperties: Record<string, readonly string[]> = {
  Organization: ['@id', 'name', 'url', 'logo', 'sameAs'],
  WebSite: ['@id', 'name', 'url', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  BlogPosting: ['@id', 'headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher', 'mainEntityOfPage'],
};

/** A node inside another (a post's author, a crumb) needs less: enough to name it. */
const requiredNestedProperties: Record<string, readonly string[]> = {
  Organization: ['name'],
  Person: ['name'],
  ListItem: ['position', 'name'],
};

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

function missingIn(node: JsonObject, required: Record<string, readonly string[]>): string[] {
  const type = typeof node['@type'] === 'string' ? node['@type'] : undefined;
  if (type === undefined) return [];
  return (required[type] ?? [])
    .filter((key) => node[key] === undefined || node[key] === '' || (Array.isArray(node[key]) && node[key].length === 0))
    .map((key) => `${type}.${key}`);
}

/**
 * Every node of a graph that lacks a required property ("BlogPosting.author"), and every reference
 * (`{"@id": …}`) to a node the graph does not hold. A nested node with an `@id` is read together
 * with the top-level node of that id, as a crawler joins them.
 */
export function missingProperties(graph: readonly JsonObject[]): string[] {
  const byId = new Map(graph.filter((node) => typeof node['@id'] === 'string').map((node) => [node['@id'], node]));
  const nested = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(nested);
    if (!isObject(value)) return [];
    const id = value['@id'];
    const target = typeof id === 'string' ? byId.get(id) : undefined;
    if (typeof id === 'string' && value['@type'] === undefined && target === undefined) return [`unresolved @id ${id}`];
    const joined = target ? { ...target, ...value } : value;
    return [...missingIn(joined, requiredNestedProperties), ...Object.values(value).flatMap(nested)];
  };
  return graph.flatMap((node) => [...missingIn(node, requiredProperties), ...Object.values(node).flatMap(nested)]);
}

/** The graph of the JSON-LD block in an HTML head, as a crawler reads it. */
export function jsonLdGraph(html: string): JsonObject[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  // Cast: the block's shape is what the assertions below check.
  const json = JSON.parse(blocks[0]?.[1] ?? '') as { '@context': string; '@graph': JsonObject[] };
  expect(json['@context']).toBe('https://schema.org');
  expect(Array.isArray(json['@graph'])).toBe(true);
  return json['@graph'];
}
