import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import type { JsonPath } from './json-path';

/** Maps a JSON path to the line where a maintainer finds it in the file's text. */
export type LineLocator = (path: JsonPath) => number | undefined;

/**
 * Finds the deepest node of `path` that exists in the text (for a missing key, the object that should
 * hold it) and returns its 1-based line. A property's line is the line of its key.
 */
export function createLineLocator(text: string): LineLocator {
  const root = parseTree(text);
  const lineStarts = findLineStarts(text);
  return (path) => {
    if (root === undefined) return undefined;
    for (let depth = path.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(root, [...path.slice(0, depth)]);
      if (node === undefined) continue;
      const offset = node.parent?.type === 'property' ? node.parent.offset : node.offset;
      return lineAtOffset(lineStarts, offset);
    }
    return undefined;
  };
}

export function lineOfOffset(text: string, offset: number): number {
  return lineAtOffset(findLineStarts(text), offset);
}

function findLineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) if (text[index] === '\n') starts.push(index + 1);
  return starts;
}

function lineAtOffset(lineStarts: number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}
