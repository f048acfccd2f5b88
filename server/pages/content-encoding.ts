/** The encodings the server stores ahead of time, in its order of preference (brotli is smaller). */
export const storedEncodings = ['br', 'gzip'] as const;
export type StoredEncoding = (typeof storedEncodings)[number];
export type ChosenEncoding = StoredEncoding | 'identity';

/** The weight of each coding an Accept-Encoding header lists, lower-cased; a missing or bad q is 1. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 1);
  }
  return weights;
}

/**
 * Picks the stored variant to send (RFC 9110 §12.5.3): the available coding with the highest q
 * (`*` stands for any coding not listed; `q=0` refuses), brotli before gzip on a tie; identity when
 * nothing is accepted or nothing is stored. No header at all means the client takes what it is given,
 * but old clients and tools that send none often cannot decode, so they get identity.
 * A client that refuses identity too still gets identity: a page beats a 406.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly StoredEncoding[]): ChosenEncoding {
  if (!acceptEncoding || available.length === 0) return 'identity';
  const weights = parseAcceptEncoding(acceptEncoding);
  const wildcard = weights.get('*');
  // Unlisted, identity is acceptable but preferred to nothing the client names.
  const identityWeight = weights.get('identity') ?? wildcard ?? Number.MIN_VALUE;
  let best: ChosenEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of storedEncodings) {
    if (!available.includes(encoding)) continue;
    // "x-gzip" is the same coding under its old name.
    const weight = weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return bestWeight > 0 && bestWeight >= identityWeight ? best : 'identity';
}
