/** The part of autocannon's programmatic API that scripts/bench-api.ts uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Requests sent in turn on each connection; setupRequest may change one before it is sent (a new path each time). */
    requests?: { method?: 'GET' | 'POST'; path?: string; setupRequest?: (request: { path: string; headers?: Record<string, string> }) => { path: string } }[];
  }

  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
