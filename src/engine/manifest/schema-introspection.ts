import { z } from 'zod';
import { type JsonPath, valueAtPath } from './json-path';

/** The schema under optional/default/nullable/readonly/pipe wrappers. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let inner = unwrapOnce(current); inner !== undefined; inner = unwrapOnce(current)) current = inner;
  return current;
}

/** The schema one wrapper in, or undefined when `schema` is not a wrapper. */
export function unwrapOnce(schema: z.ZodType): z.ZodType | undefined {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  ) {
    return schema.unwrap() as z.ZodType;
  }
  return schema instanceof z.ZodPipe ? (schema.in as z.ZodType) : undefined;
}

/** The keys an object at `path` may have, in schema order; undefined when no object schema is there. */
export function knownKeysAt(root: z.ZodType, data: unknown, path: JsonPath): string[] | undefined {
  const schema = schemaAtPath(root, data, path);
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined;
}

/**
 * For a union at `path`: the index of the option that fits the data there clearly best (it has a
 * matching discriminator, or more of the data's keys than any other option), else undefined.
 */
export function bestUnionOptionAt(root: z.ZodType, data: unknown, path: JsonPath): number | undefined {
  const parentPath = path.slice(0, -1);
  const parent = path.length === 0 ? undefined : schemaAtPath(root, data, parentPath);
  const last = path.at(-1);
  let union: z.ZodType | undefined = unwrapSchema(root);
  if (parent instanceof z.ZodObject && typeof last === 'string') union = (parent.shape as Record<string, z.ZodType>)[last];
  else if (parent instanceof z.ZodArray && typeof last === 'number') union = parent.element as z.ZodType;
  else if (path.length > 0) return undefined;
  union = union === undefined ? undefined : unwrapSchema(union);
  if (!(union instanceof z.ZodUnion)) return undefined;
  const value = valueAtPath(data, path);
  const scores = (union.options as readonly z.ZodType[]).map((option) => fitScore(unwrapSchema(option), value));
  const best = Math.max(...scores);
  return scores.filter((score) => score === best).length === 1 && best > 0 ? scores.indexOf(best) : undefined;
}

/** Follows `path` through objects, arrays and unions (a union takes the option that fits the data best). */
function schemaAtPath(root: z.ZodType, data: unknown, path: JsonPath): z.ZodType | undefined {
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
