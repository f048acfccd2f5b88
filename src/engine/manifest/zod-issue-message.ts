import { z } from 'zod';
import { didYouMean } from '../../common/did-you-mean';
import { countOf, describeKind, describeSize, describeValue, quoteText } from './describe-value';
import { type JsonPath, toJsonPath, valueAtPath } from './json-path';
import { bestUnionOptionAt, knownKeysAt } from './schema-introspection';

/** A schema problem rewritten for a content maintainer, at the JSON path it concerns. */
export type SchemaProblem = { path: JsonPath; message: string };

type Context = { schema: z.ZodType; data: unknown };
type Issue = z.core.$ZodIssue;

const defaultMessages = z.locales.en();

/**
 * Turns zod issues (parsed with `reportInput: true`) into maintainer messages: what was expected and
 * what was found, never zod's own wording. Messages written in the schemas pass through unchanged,
 * with the value found added.
 */
export function describeSchemaProblems(issues: readonly Issue[], schema: z.ZodType, data: unknown): SchemaProblem[] {
  return withoutCheckEchoes(issues).flatMap((issue) => describeIssue(issue, [], { schema, data }));
}

/** Zod runs length checks even on a value of the wrong type ("too big" for a text where a list belongs); the type is the problem. */
function withoutCheckEchoes(issues: readonly Issue[]): Issue[] {
  const mistyped = new Set(issues.filter((issue) => issue.code === 'invalid_type').map((issue) => JSON.stringify(issue.path)));
  return issues.filter((issue) => issue.code === 'invalid_type' || !mistyped.has(JSON.stringify(issue.path)));
}

function describeIssue(issue: Issue, base: JsonPath, context: Context): SchemaProblem[] {
  const path = [...base, ...toJsonPath(issue.path)];
  const found = valueAtPath(context.data, path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: [...path, key], message: unknownKeyMessage(key, path, context) }));
    case 'invalid_union':
      if (issue.discriminator !== undefined && issue.errors.length === 0) {
        return [{ path, message: discriminatorMessage(path, found, 'options' in issue ? (issue.options ?? []) : []) }];
      }
      return describeUnion(issue.errors, path, found, context);
    default:
      return [{ path, message: isCustomMessage(issue) ? customMessage(issue, found) : standardMessage(issue, path, found) }];
  }
}

function unknownKeyMessage(key: string, objectPath: JsonPath, context: Context): string {
  const present = valueAtPath(context.data, objectPath);
  const presentKeys = present !== null && typeof present === 'object' ? Object.keys(present) : [];
  const allowed = knownKeysAt(context.schema, context.data, objectPath) ?? [];
  const suggestion = didYouMean(
    key,
    allowed.filter((name) => !presentKeys.includes(name)),
  );
  if (suggestion !== '' || allowed.length === 0) return `unknown key ${JSON.stringify(key)}${suggestion}`;
  return `unknown key ${JSON.stringify(key)}; the keys allowed here are ${listOf(allowed)}`;
}

const TYPE_NOUNS: Record<string, string> = { sections: 'section type', navigation: 'navigation item type' };

function discriminatorMessage(path: JsonPath, found: unknown, options: readonly unknown[]): string {
  const key = String(path.at(-1) ?? 'type');
  const container = path.at(-3);
  const noun = (typeof container === 'string' ? TYPE_NOUNS[container] : undefined) ?? `valid "${key}"`;
  if (found === undefined) return `expected a value for ${JSON.stringify(key)}, one of ${listOf(options)}; found nothing`;
  if (typeof found !== 'string') return `expected a ${noun}, one of ${listOf(options)}; found ${describeKind(found)}`;
  const names = options.filter((option): option is string => typeof option === 'string');
  const suggestion = didYouMean(found, names);
  return `${quoteText(found)} is not a ${noun}${suggestion || `; expected one of ${listOf(options)}`}`;
}

/** A union of literals reads as one list of values; otherwise the option that came closest speaks. */
function describeUnion(branches: readonly (readonly Issue[])[], path: JsonPath, found: unknown, context: Context): SchemaProblem[] {
  const literalValues = branches.map((branch) => {
    const only = branch.length === 1 ? branch[0] : undefined;
    return only?.code === 'invalid_value' && only.path.length === 0 ? only.values : undefined;
  });
  if (literalValues.every((values) => values !== undefined)) {
    return [{ path, message: valueListMessage(literalValues.flat(), path, found) }];
  }
  const fitting = bestUnionOptionAt(context.schema, context.data, path);
  let closest = (fitting === undefined ? undefined : branches[fitting]) ?? branches[0] ?? [];
  if (fitting === undefined) for (const branch of branches) if (branch.length < closest.length) closest = branch;
  return withoutCheckEchoes(closest).flatMap((issue) => describeIssue(issue, path, context));
}

function isCustomMessage(issue: Issue): boolean {
  // The finished issue lacks only internal fields the English error map does not read.
  const standard = defaultMessages.localeError(issue as z.core.$ZodRawIssue);
  const text = typeof standard === 'string' ? standard : standard?.message;
  return text !== undefined && text !== issue.message;
}

function customMessage(issue: Issue, found: unknown): string {
  if (/\bfound\b/.test(issue.message)) return issue.message;
  if (issue.code === 'too_small' || issue.code === 'too_big') return `${issue.message}; found ${describeSize(found)}`;
  const primitive = found === null || ['string', 'number', 'boolean'].includes(typeof found);
  return primitive ? `${issue.message}; found ${describeValue(found)}` : issue.message;
}

function standardMessage(issue: Issue, path: JsonPath, found: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (found === undefined) return missingValueMessage(path);
      if (issue.expected === 'int' && typeof found === 'number') return `expected a whole number, found ${found}`;
      return `expected ${kindName(issue.expected)}, found ${describeKind(found)}`;
    case 'invalid_value':
      return valueListMessage(issue.values, path, found);
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue, found);
    case 'invalid_format':
      return `expected ${formatName(issue.format)}, found ${describeValue(found)}`;
    case 'not_multiple_of':
      return `expected a multiple of ${issue.divisor}, found ${describeValue(found)}`;
    default:
      return `this value is not allowed here; found ${describeValue(found)}`;
  }
}

function missingValueMessage(path: JsonPath): string {
  const key = path.at(-1);
  return typeof key === 'string' ? `expected a value for ${JSON.stringify(key)}, found nothing` : 'expected a value, found nothing';
}

function valueListMessage(values: readonly unknown[], path: JsonPath, found: unknown): string {
  if (found === undefined) return `${missingValueMessage(path).replace(/, found nothing$/, '')}, one of ${listOf(values)}; found nothing`;
  if (values.length === 1) return `expected ${JSON.stringify(values[0])}, found ${describeValue(found)}`;
  const names = values.filter((value): value is string => typeof value === 'string');
  const suggestion = typeof found === 'string' ? didYouMean(found, names) : '';
  return `expected one of ${listOf(values)}; found ${describeValue(found)}${suggestion}`;
}

function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, found: unknown): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? (issue as z.core.$ZodIssueTooSmall).minimum : (issue as z.core.$ZodIssueTooBig).maximum);
  const bound = issue.inclusive === false ? (small ? 'more than' : 'fewer than') : small ? 'at least' : 'at most';
  const exact = issue.exact === true ? 'exactly' : bound;
  switch (issue.origin) {
    case 'string':
      return `expected ${exact} ${countOf(limit, 'character')}, found ${describeSize(found)}`;
    case 'array':
    case 'set':
      return `expected ${exact} ${countOf(limit, 'item')}, found ${describeSize(found)}`;
    default: {
      const comparison = issue.inclusive === false ? (small ? 'greater than' : 'less than') : small ? 'of at least' : 'of at most';
      return `expected a number ${comparison} ${limit}, found ${describeValue(found)}`;
    }
  }
}

const KIND_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  null: 'null',
  date: 'a date',
};

function kindName(expected: string): string {
  return KIND_NAMES[expected] ?? `a value of type ${expected}`;
}

const FORMAT_NAMES: Record<string, string> = {
  url: 'a web address starting with "https://"',
  email: 'an e-mail address like "name@example.com"',
  date: 'a date written YYYY-MM-DD',
  datetime: 'a date and time like "2026-11-01T09:30:00Z"',
  regex: 'text in the expected pattern',
};

function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? `text in the ${format} format`;
}

function listOf(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}
