import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import type { CollectionEntry, CollectionReference } from '../../schemas/collection';
import { selectEntries } from '../../src/engine/build/resolve-collections';
import { isInternalHref, splitInternalHref } from '../../src/engine/links/href-kind';
import { collectContentReferences } from '../../src/engine/manifest/content-references';
import { formatJsonPath, type JsonPath } from '../../src/engine/manifest/json-path';
import type { BrokenUse, CollectionSummary, UsageIndex, UsagePlace } from '../client/form-types';
import { listContentFiles } from './content-files';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

type Sources = Map<string, unknown>;

/** Every content file parsed, the drafts (file → value) in place of the disk's; a draft of null leaves the file out (a page being deleted). */
export async function readSources(rootDir: string, drafts: ReadonlyMap<string, unknown> = new Map()): Promise<Sources> {
  const sources: Sources = new Map();
  for (const file of await listContentFiles(rootDir)) {
    if (drafts.has(file)) continue;
    sources.set(file, parse(await readFile(path.join(rootDir, file), 'utf8')) as unknown);
  }
  for (const [file, value] of drafts) if (value !== null) sources.set(file, value);
  return sources;
}

const pageOf = (sources: Sources, file: string) => {
  const data = sources.get(file);
  return isRecord(data) && typeof data.path === 'string' ? data.path : undefined;
};

/** Where a JSON path of a file lies: the page and its section when it is inside one. */
function placeOf(sources: Sources, file: string, jsonPath: JsonPath, via?: string): UsagePlace {
  const place: UsagePlace = { file, path: formatJsonPath(jsonPath) };
  const pagePath = pageOf(sources, file);
  if (pagePath !== undefined) place.pagePath = pagePath;
  if (file.startsWith('content/pages/') && jsonPath[0] === 'sections' && typeof jsonPath[1] === 'number') {
    const data = sources.get(file) as { sections?: unknown[] };
    const section = data.sections?.[jsonPath[1]];
    place.section = jsonPath[1];
    if (isRecord(section)) {
      if (typeof section.id === 'string') place.sectionId = section.id;
      if (typeof section.type === 'string') place.sectionType = section.type;
    }
  }
  if (via !== undefined) place.via = via;
  return place;
}

const push = (map: Record<string, UsagePlace[]>, key: string, place: UsagePlace) => {
  map[key] ??= [];
  map[key].push(place);
};

const collectionName = (file: string) => path.posix.basename(file, '.json');

/**
 * Where everything that can be referenced is used (issue 19 item 9): each image (by its "/img/…"
 * path, also through the collection entries a page shows), each page path (the links to it, from
 * pages, site.json and collections), each "#anchor" and each collection entry (the sections whose
 * "from" shows it). Built from the same raw content the validator reads.
 */
export function usageIndex(sources: Sources): UsageIndex {
  const images: Record<string, UsagePlace[]> = {};
  const links: Record<string, UsagePlace[]> = {};
  const anchors: Record<string, UsagePlace[]> = {};
  const collections: CollectionSummary[] = [];
  const collectionMap = new Map<string, CollectionEntry[]>();
  for (const [file, data] of sources) {
    if (!file.startsWith('content/collections/')) continue;
    const entries = isRecord(data) && Array.isArray(data.entries) ? (data.entries.filter(isRecord) as unknown as CollectionEntry[]) : [];
    collectionMap.set(collectionName(file), entries);
    collections.push({
      name: collectionName(file),
      file,
      description: isRecord(data) && typeof data.description === 'string' ? data.description : undefined,
      entries: entries.map((entry, index) => ({
        index,
        title: String(entry.title ?? ''),
        group: entry.group,
        link: isRecord(entry.link) && typeof entry.link.href === 'string' ? entry.link.href : undefined,
        usedBy: [],
      })),
      usedBy: [],
    });
  }
  for (const [file, data] of sources) {
    for (const reference of collectContentReferences(data)) {
      const place = placeOf(sources, file, reference.path);
      if (reference.kind === 'asset') push(images, reference.value, place);
      if (reference.kind === 'link' && isInternalHref(reference.value)) {
        const target = splitInternalHref(reference.value);
        push(links, target.path, place);
        if (target.anchor !== undefined) push(anchors, `${target.path}#${target.anchor}`, place);
      }
    }
  }
  // The sections that show a collection's entries ("from"), and through them the entries' images and links.
  for (const [file, data] of sources) {
    if (!file.startsWith('content/pages/') || !isRecord(data) || !Array.isArray(data.sections)) continue;
    const pagePath = typeof data.path === 'string' ? data.path : '';
    for (const [index, section] of data.sections.entries()) {
      if (!isRecord(section) || !isRecord(section.from) || typeof section.from.collection !== 'string') continue;
      const reference = { exceptCurrentPage: true, shortTitles: false, ...section.from } as CollectionReference;
      const summary = collections.find((collection) => collection.name === reference.collection);
      if (!summary) continue;
      const place = placeOf(sources, file, ['sections', index, 'from']);
      summary.usedBy.push(place);
      const entries = collectionMap.get(reference.collection) ?? [];
      for (const entry of selectEntries(reference, collectionMap, pagePath) ?? []) {
        const entryIndex = entries.indexOf(entry);
        const via = `${reference.collection}: ${String(entry.title)}`;
        summary.entries[entryIndex]?.usedBy.push(place);
        for (const asset of collectContentReferences(entry)) {
          if (asset.kind === 'asset') push(images, asset.value, { ...place, via });
        }
      }
    }
  }
  return { images, links, anchors, collections };
}

/** The things a file offers to others: its page path, its sections' anchors, its collection's entries (by title) and groups. */
function targetsOf(file: string, data: unknown): Map<string, string> {
  const targets = new Map<string, string>();
  if (!isRecord(data)) return targets;
  if (file.startsWith('content/pages/') && typeof data.path === 'string') {
    const pagePath = splitInternalHref(data.path).path;
    targets.set(`page ${pagePath}`, `the page ${pagePath}`);
    for (const section of Array.isArray(data.sections) ? data.sections : []) {
      if (isRecord(section) && typeof section.id === 'string') targets.set(`anchor ${pagePath}#${section.id}`, `the section ${pagePath}#${section.id}`);
    }
  }
  if (file.startsWith('content/collections/') && Array.isArray(data.entries)) {
    const name = collectionName(file);
    for (const entry of data.entries) {
      if (!isRecord(entry)) continue;
      if (typeof entry.title === 'string') targets.set(`entry ${name}\0${entry.title}`, `the entry "${entry.title}" of ${name}`);
    }
  }
  return targets;
}

function usesOf(index: UsageIndex, key: string): UsagePlace[] {
  const [kind, rest = ''] = key.split(/ (.*)/s);
  if (kind === 'page') return index.links[rest] ?? [];
  if (kind === 'anchor') return index.anchors[rest] ?? [];
  if (kind === 'entry') {
    const [name, title] = rest.split('\0');
    const collection = index.collections.find((candidate) => candidate.name === name);
    return collection?.entries.filter((entry) => entry.title === title).flatMap((entry) => entry.usedBy) ?? [];
  }
  return [];
}

/**
 * What a change to `file` (its new value, or null when it is deleted) removes or renames that other
 * places use: a page path, a section's anchor, a collection entry. Each with the places that use it
 * (outside the thing itself), so the editor can warn before anything is written.
 */
export function brokenUses(before: Sources, file: string, next: unknown): BrokenUse[] {
  const was = targetsOf(file, before.get(file));
  const will = targetsOf(file, next);
  const index = usageIndex(before);
  const broken: BrokenUse[] = [];
  for (const [key, what] of was) {
    if (will.has(key)) continue;
    // A page that goes away takes its anchors with it: the page's own line lists the links.
    if (key.startsWith('anchor ') && !will.has(`page ${key.slice(7).split('#')[0]}`)) continue;
    const usedBy = usesOf(index, key).filter((place) => next !== null || place.file !== file);
    if (usedBy.length > 0) broken.push({ what, usedBy });
  }
  return broken;
}
