import autocannon from 'autocannon';

/**
 * Made-up addresses, a new one each request, as a crawler or an attacker sends them: whatever a
 * server caches by address, these miss. Issue 20 item 2: an unknown blog id may cost at most 4× an
 * unknown page.
 */
const distinctUnknown = [
  { name: 'unknown pages', address: (n: number) => `/no-such-page-${n}` },
  { name: 'unknown post ids', address: (n: number) => `/our/blog/${1_000_000 + n}/single` },
  { name: 'malformed post ids', address: (n: number) => `/our/blog/x${n}/single` },
  { name: 'unknown category ids', address: (n: number) => `/newspage/${1_000_000 + n}/collections/` },
] as const;

type UnknownAddressKind = (typeof distinctUnknown)[number];

export interface UnknownAddressRate {
  name: string;
  /** The address pattern, N for the number that changes. */
  pattern: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  statusCodes: string;
}

/** Requests/s of one kind of made-up address, each request a new one, as a browser asks (br, gzip). */
async function measureUnknown(origin: string, kind: UnknownAddressKind, seconds: number, connections = 50) {
  let count = 0;
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [
      {
        setupRequest: (request) => {
          count += 1;
          return { ...request, path: kind.address(count) };
        },
      },
    ],
  });
}

/** Every kind, a 2 s warm-up each, then `seconds` measured. */
export async function measureUnknownAddresses(origin: string, seconds: number, log: (line: string) => void = console.log): Promise<UnknownAddressRate[]> {
  const rates: UnknownAddressRate[] = [];
  for (const kind of distinctUnknown) {
    await measureUnknown(origin, kind, 2);
    log(`GET ${kind.name}, each address new, for ${seconds} s…`);
    const result = await measureUnknown(origin, kind, seconds);
    rates.push({
      name: kind.name,
      pattern: kind.address(1).replace(/\d+/, 'N'),
      requestsPerSecond: Math.round(result.requests.total / result.duration),
      latencyP99Ms: result.latency.p99,
      statusCodes: Object.entries(result.statusCodeStats)
        .map(([code, { count }]) => `${code}×${count}`)
        .join(' '),
    });
  }
  return rates;
}

/** How many times an unknown page each blog kind costs: the unknown page's requests/s over the kind's. */
export function unknownCostRatios(rates: readonly UnknownAddressRate[]): { name: string; ratio: number | undefined }[] {
  const pages = rates.find((rate) => rate.name === 'unknown pages')?.requestsPerSecond;
  return rates
    .filter((rate) => rate.name !== 'unknown pages')
    .map((rate) => ({ name: rate.name, ratio: pages && rate.requestsPerSecond ? Number((pages / rate.requestsPerSecond).toFixed(1)) : undefined }));
}

export function unknownAddressesMarkdown(rates: readonly UnknownAddressRate[]): string {
  const rows = rates.map((rate) => `| \`${rate.pattern}\` | ${rate.name} | ${rate.requestsPerSecond} | ${rate.latencyP99Ms} | ${rate.statusCodes} |`);
  const ratios = unknownCostRatios(rates).map(
    ({ name, ratio }) => `- ${name}: ${ratio === undefined ? 'not measured' : `×${ratio}`} the cost of an unknown page (goal: ×4 at most).`,
  );
  return ['| address | kind | requests/s | p99 (ms) | status codes |', '| --- | --- | ---: | ---: | --- |', ...rows, '', ...ratios].join('\n');
}
