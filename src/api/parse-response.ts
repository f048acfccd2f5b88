import * as z from 'zod/mini';
import { ApiError } from './api-error';

/** The body in the shape the endpoint promises, or an ApiError (never a crash further down). */
export function parseResponse<T extends z.ZodMiniType>(schema: T, body: unknown, what: string, status?: number): z.output<T> {
  const result = z.safeParse(schema, body);
  if (!result.success) throw new ApiError(`${what}: the response does not have the expected shape`, status);
  return result.data;
}
