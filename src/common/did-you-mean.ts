import { distance } from 'fastest-levenshtein';

/**
 * The candidate nearest to `input`, when it is near enough to be the name the maintainer meant:
 * at most two edits (three for names of twelve characters or more, since long paths share long
 * prefixes), and fewer edits than the input has characters, so that "ab" never suggests "x".
 * Case is ignored when measuring.
 */
export function nearestName(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    if (candidate === input) continue;
    const edits = distance(needle, candidate.toLowerCase());
    if (edits < bestDistance) {
      best = candidate;
      bestDistance = edits;
    }
  }
  if (best === undefined) return undefined;
  const allowed = Math.max(input.length, best.length) >= 12 ? 3 : 2;
  return bestDistance <= allowed && bestDistance < input.length ? best : undefined;
}

/** `; did you mean "hero"?` when a near name exists, else the empty string. */
export function didYouMean(input: string, candidates: Iterable<string>, show: (name: string) => string = (name) => name): string {
  const nearest = nearestName(input, candidates);
  return nearest === undefined ? '' : `; did you mean ${JSON.stringify(show(nearest))}?`;
}
