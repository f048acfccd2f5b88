import * as z from 'zod/mini';

/**
 * A record id as the APIs send it: a number from our server, often a numeric string from the legacy
 * PHP backend. Normalised to a string, since ids only ever end up in addresses.
 */
export const recordIdSchema = z.pipe(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^[A-Za-z0-9_-]+$/))]),
  z.transform((id: number | string) => String(id)),
);

/** An optional text field: missing, null and "" all mean "none". */
export const optionalTextSchema = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value: string | null | undefined) => (value ? value : undefined)),
);
