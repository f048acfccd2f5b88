// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { structuredPatch } from 'diff';
import { findNodeAtLocation, type JSONPath, type Node, parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root';
import { freshCopy, idsOnPage } from '../client/unique-ids';
import { applyValue, biomeFormat } from './minimal-edit';

/**
 * Issue 28 B1: every list operation the editor offers changes the lines of the items concerned and no
 * other: the unified diff of the written file against the original lies within those items' lines,
 * except where a neighbour gains or loses the comma JSON puts after it; every other item keeps its
 * bytes; and the file stays as `npm run format:check` wants it.
 */

type Operation = {
  name: string;
  apply: (items: unknown[]) => unknown[];
  /** The items the operation is about: by index in the list before, and in the list after. */
  before: (count: number) => number[];
  after: (count: number) => number[];
};

const moved = (items: unknown[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

const operations = (fresh: unknown, copy: (item: unknown, items: unknown[]) => unknown): Operation[] => [
  { name: 'insert at the start', apply: (items) => [fresh, ...items], before: () => [], after: () => [0] },
  { name: 'insert in the middle', apply: (items) => [...items.slice(0, 2), fresh, ...items.slice(2)], before: () => [], after: () => [2] },
  { name: 'insert at the end', apply: (items) => [...items, fresh], before: () => [], after: (count) => [count - 1] },
  { name: 'remove the first', apply: (items) => items.slice(1), before: () => [0], after: () => [] },
  { name: 'remove one in the middle', apply: (items) => items.filter((_, index) => index !== 2), before: () => [2], after: () => [] },
  { name: 'remove the last', apply: (items) => items.slice(0, -1), before: (count) => [count - 1], after: () => [] },
  { name: 'duplicate', apply: (items) => [...items.slice(0, 2), copy(items[1], items), ...items.slice(2)], before: () => [], after: () => [2] },
  // A swap of neighbours reads as either one moving: both are the items concerned.
  { name: 'move up', apply: (items) => moved(items, 2, 1), before: () => [1, 2], after: () => [1, 2] },
  { name: 'move down', apply: (items) => moved(items, 1, 2), before: () => [1, 2], after: () => [1, 2] },
  { name: 'move to the end', apply: (items) => moved(items, 1, items.length - 1), before: () => [1], after: (count) => [count - 1] },
];

const listAt = (text: string, at: JSONPath): Node => {
  const node = findNodeAtLocation(parseTree(text) as Node, at);
  if (node?.type !== 'array' || node.children === undefined) throw new Error(`no list at ${at.join('.')}`);
  return node;
};
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
const linesOf = (text: string, node: Node) =>
  Array.from({ length: lineOf(text, node.offset + node.length) - lineOf(text, node.offset) + 1 }, (_, k) => lineOf(text, node.offset) + k);
const textOf = (text: string, node: Node) => text.slice(node.offset, node.offset + node.length);

function valueAt(value: unknown, at: JSONPath): unknown[] {
  return at.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)[key], value) as unknown[];
}

/**
 * A block of lines a diff adds or removes can be shown a line up or down where the lines at its ends
 * are the same ("        {" and "        }," between two items): the diff is the same. The block is
 * taken at the place, within a few lines, where it lies inside `allowed`, as git's diff heuristics
 * would; else where the diff put it.
 */
function placed(lines: string[], start: number, count: number, allowed: Set<number>): number[] {
  const range = (from: number) => Array.from({ length: count }, (_, k) => from + k);
  const fits = (from: number) => range(from).every((line) => allowed.has(line));
  for (const direction of [-1, 1]) {
    for (let from = start, step = 0; step <= 4; step++, from += direction) {
      if (fits(from)) return range(from);
      // One line further is the same block when the line it takes in equals the line it leaves.
      const entering = direction < 0 ? from - 1 : from + count;
      const leaving = direction < 0 ? from + count - 1 : from;
      if (lines[entering - 1] === undefined || lines[entering - 1] !== lines[leaving - 1]) break;
    }
  }
  return range(start);
}

/** The lines a unified diff changes, on each side, that lie outside the given item indexes of the list at `at` (and the last lines of the others, in `edges`). */
function linesChangedOutside(original: string, written: string, at: JSONPath, before: number[], after: number[]) {
  const oldList = listAt(original, at);
  const newList = listAt(written, at);
  const inside = (text: string, list: Node, indexes: number[]) =>
    new Set(indexes.flatMap((index) => (list.children as Node[]).slice(index, index + 1).flatMap((item) => linesOf(text, item))));
  const edges = (text: string, list: Node, indexes: number[]) =>
    new Set((list.children as Node[]).filter((_, index) => !indexes.includes(index)).map((item) => lineOf(text, item.offset + item.length)));
  const oldInside = inside(original, oldList, before);
  const newInside = inside(written, newList, after);
  const oldEdges = edges(original, oldList, before);
  const newEdges = edges(written, newList, after);
  const outside = { old: [] as number[], new: [] as number[], oldEdges, newEdges };
  const oldLines = original.split('\n');
  const newLines = written.split('\n');
  for (const hunk of structuredPatch('original', 'written', original, written, '', '', { context: 0 }).hunks) {
    const pure = hunk.oldLines === 0 || hunk.newLines === 0;
    // A hunk of 0 lines on one side starts one line early on that side.
    const oldRange = pure && hunk.oldLines > 0 ? placed(oldLines, hunk.oldStart, hunk.oldLines, new Set([...oldInside, ...oldEdges])) : [];
    const newRange = pure && hunk.newLines > 0 ? placed(newLines, hunk.newStart, hunk.newLines, new Set([...newInside, ...newEdges])) : [];
    if (!pure) {
      for (let k = 0; k < hunk.oldLines; k++) oldRange.push(hunk.oldStart + k);
      for (let k = 0; k < hunk.newLines; k++) newRange.push(hunk.newStart + k);
    }
    outside.old.push(...oldRange.filter((line) => !oldInside.has(line)));
    outside.new.push(...newRange.filter((line) => !newInside.has(line)));
  }
  return { outside, oldList, newList };
}

async function checkOperation(file: string, at: JSONPath, operation: Operation) {
  const original = await readFile(path.join(projectRoot, file), 'utf8');
  const value = JSON.parse(original);
  const list = valueAt(value, at);
  const count = list.length;
  const next = operation.apply(list);
  list.splice(0, count, ...next);
  const written = await applyValue(projectRoot, file, original, value);
  expect(JSON.parse(written)).toEqual(value);
  expect(await biomeFormat(projectRoot, file, written), 'the file as npm run format:check wants it').toBe(written);

  const { outside, oldList, newList } = linesChangedOutside(original, written, at, operation.before(count), operation.after(next.length));
  const oldItems = oldList.children as Node[];
  const newItems = newList.children as Node[];
  // Outside the items concerned, only a neighbour's last line may change: the comma after it.
  expect(
    outside.old.filter((line) => !outside.oldEdges.has(line)),
    'lines of the original changed outside the items concerned',
  ).toEqual([]);
  expect(
    outside.new.filter((line) => !outside.newEdges.has(line)),
    'lines of the written file changed outside the items concerned',
  ).toEqual([]);
  expect(outside.old.length + outside.new.length).toBeLessThanOrEqual(2);
  // Every other item keeps its bytes, and so does the file around the list.
  const kept = (text: string, items: Node[], concerned: number[]) => items.filter((_, index) => !concerned.includes(index)).map((item) => textOf(text, item));
  expect(kept(written, newItems, operation.after(next.length))).toEqual(kept(original, oldItems, operation.before(count)));
  expect(written.slice(0, newList.offset)).toBe(original.slice(0, oldList.offset));
  expect(written.slice(newList.offset + newList.length)).toBe(original.slice(oldList.offset + oldList.length));
  // A duplicate is laid out as its original is.
  if (operation.name === 'duplicate')
    expect(textOf(written, newItems[2] as Node).split('\n').length).toBe(textOf(original, oldItems[1] as Node).split('\n').length);
}

const home = 'content/pages/home.json';
const site = 'content/site.json';
const homeSections = JSON.parse(await readFile(path.join(projectRoot, home), 'utf8')).sections as unknown[];
const onHome = (item: unknown) => freshCopy(item, { pageIds: idsOnPage(homeSections), siblings: [] });

const lists: { name: string; file: string; at: JSONPath; fresh: unknown; copy: (item: unknown, items: unknown[]) => unknown }[] = [
  {
    name: "a page's sections (home.json)",
    file: home,
    at: ['sections'],
    fresh: { id: 'new-band', type: 'cta-band', heading: 'A new band', text: 'The text of the new band.' },
    copy: onHome,
  },
  {
    name: "the main menu's items (site.json)",
    file: site,
    at: ['layouts', 'main', 'navigation'],
    fresh: { type: 'link', label: 'News', href: '/blogs' },
    copy: (item, items) => freshCopy(item, { siblings: items }),
  },
  {
    name: "a shared list's entries (collections/clients.json)",
    file: 'content/collections/clients.json',
    at: ['entries'],
    fresh: { title: 'Utilities', logo: { src: '/img/clients/telecom-01.svg', alt: 'Utilities' }, group: 'telecom' },
    copy: (item, items) => freshCopy(item, { siblings: items }),
  },
  {
    name: "a section's cards (nested: home.json's why-choose-us)",
    file: home,
    at: ['sections', 4, 'cards'],
    fresh: { icon: 'school', title: 'A new card', text: 'Its text.', color: 'navy' },
    copy: onHome,
  },
  {
    name: "a dropdown's links (nested: site.json's Our Divisions)",
    file: site,
    at: ['layouts', 'main', 'navigation', 2, 'items'],
    fresh: { label: 'Gruppo News', href: '/blogs' },
    copy: (item, items) => freshCopy(item, { siblings: items }),
  },
];

describe.each(lists)('list edits change only the items concerned: $name', ({ file, at, fresh, copy }) => {
  it.each(operations(fresh, copy))('$name', async (operation) => {
    await checkOperation(file, at, operation);
  });
});

describe('adding one section at the end of home.json (issue 28 B1)', () => {
  it('changes no line of another section; the last one only gains its comma', async () => {
    const original = await readFile(path.join(projectRoot, home), 'utf8');
    const value = JSON.parse(original);
    value.sections.push({ id: 'new-band', type: 'cta-band', heading: 'A new band', text: 'The text of the new band.' });
    const written = await applyValue(projectRoot, home, original, value);
    const { outside } = linesChangedOutside(original, written, ['sections'], [], [value.sections.length - 1]);
    // Before list edits went by item, 9 lines of other sections were rewritten (their short objects laid out anew).
    expect(outside.old).toEqual([]);
    expect(outside.new.map((line) => written.split('\n')[line - 1])).toEqual(['    },']);
  });

  it("a duplicate is its original's text with a fresh id: one line differs", async () => {
    const original = await readFile(path.join(projectRoot, home), 'utf8');
    const value = JSON.parse(original);
    value.sections.splice(3, 0, onHome(value.sections[2]));
    const written = await applyValue(projectRoot, home, original, value);
    const patch = structuredPatch('original', 'written', original, written, '', '', { context: 0 });
    const added = patch.hunks.flatMap((hunk) => hunk.lines.filter((line) => line.startsWith('+')));
    expect(value.sections[3].id).toBe('about-summary-2');
    expect(added.filter((line) => line.includes('"id"'))).toEqual(['+      "id": "about-summary-2",']);
  });
});
