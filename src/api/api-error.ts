/**
 * A call that produced no usable answer: the network failed, it timed out, the body was not JSON, or
 * the JSON was not the shape the endpoint promises. Components show their error state for it.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, when a response arrived. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
