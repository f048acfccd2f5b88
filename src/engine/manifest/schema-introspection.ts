import { z } from 'zod';
import { valueAtPath, type JsonPath } from './json-path';

/** The schema under optional/default/nullable/readonly/pipe wrappers. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodPrefault ||
      current instanceof z.ZodNonOptional ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodCatch
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
}

/** The keys an object at `path` may have, in schema order; undefined when no object schema is there. */
export function knownKeysAt(root: z.ZodType, data: unknown, path: JsonPath): string[] | undefined {
  const schema = schemaAtPath(root, data, path);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;
}

/** Follows `path` through objects, arrays and unions (a union takes the option that fits the data best). */
export function schemaAtPath(root: z.ZodType, data: unknown, path: JsonPath): z.ZodType | undefined {
  let schema = chooseOption(unwrapSchema(root), data);
  for (let depth = 0; depth < path.length; depth++) {
    const segment = path[depth];
    let next: z.ZodType | undefined;
    if (schema instanceof z.ZodObject && typeof segment === 'string') {
      next = (schema.shape as Record<string, z.ZodType>)[segment];
    } else if (schema instanceof z.ZodArray && typeof segment === 'number') {
      next = schema.element as z.ZodType;
    }
    if (next === undefined) return undefined;
    schema = chooseOption(unwrapSchema(next), valueAtPath(data, path.slice(0, depth + 1)));
  }
  return schema;
}

function chooseOption(schema: z.ZodType, value: unknown): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodUnion) {
    const options = (current.options as readonly z.ZodType[]).map(unwrapSchema);
    let best = options[0];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const option of options) {
      const score = fitScore(option, value);
      if (score > bestScore) {
        best = option;
        bestScore = score;
      }
    }
    if (best === undefined) return current;
    current = best;
  }
  return current;
}

/** How well an object option fits the data: a matching literal (a discriminator) outweighs shared keys. */
function fitScore(option: z.ZodType, value: unknown): number {
  if (!(option instanceof z.ZodObject) || value === null || typeof value !== 'object' || Array.isArray(value)) return -1;
  const shape = option.shape as Record<string, z.ZodType>;
  let score = 0;
  for (const [key, item] of Object.entries(value)) {
    const field = shape[key];
    if (field === undefined) continue;
    score += field instanceof z.ZodLiteral && field.values.has(item as z.core.util.Literal) ? 100 : 1;
  }
  return score;
}
