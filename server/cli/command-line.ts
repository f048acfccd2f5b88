/**
 * The command line of every `npm run` command (the scripts and the server's CLI), on Node's own
 * `util.parseArgs`: `--help` (or `-h`) prints the usage and exits 0 before the command does anything;
 * an unknown option, a missing value or a stray argument exits 2 naming the options there are.
 * It lives in server/cli because the server's commands use it and scripts/ may import anything.
 */
import { parseArgs } from 'node:util';
import { didYouMean } from '../../src/common/did-you-mean';

export interface CommandOption {
  type: 'string' | 'boolean';
  /** One line for --help. */
  description: string;
  /** The value's name in the usage (`--format json|csv`); string options only. */
  value?: string;
  short?: string;
}

export interface CommandArgument {
  name: string;
  description: string;
}

export interface CommandDefinition<Options extends Record<string, CommandOption> = Record<string, CommandOption>> {
  /** How a maintainer runs it: `npm run messages`. */
  command: string;
  /** What it does, the first lines of --help. */
  summary: string;
  options: Options;
  /** Optional arguments after the options, in order; none when absent. */
  arguments?: readonly CommandArgument[];
  /** The environment variables it reads, with what each does. */
  environment?: Readonly<Record<string, string>>;
}

export type OptionValues<Options extends Record<string, CommandOption>> = {
  [Name in keyof Options]: Options[Name]['type'] extends 'boolean' ? boolean : string | undefined;
};

export type CommandLine<Options extends Record<string, CommandOption>> =
  | { action: 'run'; options: OptionValues<Options>; arguments: string[] }
  | { action: 'exit'; code: 0 | 2; stdout: string; stderr: string };

const helpOption: CommandOption = { type: 'boolean', short: 'h', description: 'print this help and exit' };

function optionLabel(name: string, option: CommandOption): string {
  const long = `--${name}${option.type === 'string' ? ` ${option.value ?? 'VALUE'}` : ''}`;
  return option.short ? `-${option.short}, ${long}` : long;
}

function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`).join('\n');
}

/** The text `--help` prints. */
export function formatUsage(definition: CommandDefinition): string {
  const positionals = (definition.arguments ?? []).map((argument) => ` [${argument.name}]`).join('');
  const options = Object.entries({ ...definition.options, help: helpOption });
  const sections = [definition.summary.trimEnd(), `Usage: ${definition.command} -- [options]${positionals}`];
  if (definition.arguments?.length) sections.push(`Arguments:\n${table(definition.arguments.map((argument) => [argument.name, argument.description]))}`);
  sections.push(`Options:\n${table(options.map(([name, option]) => [optionLabel(name, option), option.description]))}`);
  if (definition.environment) sections.push(`Environment:\n${table(Object.entries(definition.environment))}`);
  return `${sections.join('\n\n')}\n`;
}

function knownOptions(definition: CommandDefinition): string[] {
  return [...Object.keys(definition.options), 'help'].map((name) => `--${name}`);
}

function refusal(definition: CommandDefinition, problem: string): { action: 'exit'; code: 2; stdout: string; stderr: string } {
  const known = `Known options: ${knownOptions(definition).join(', ')}.`;
  return { action: 'exit', code: 2, stdout: '', stderr: `${problem}\n${known} \`${definition.command} -- --help\` explains them.\n` };
}

/** Reads `args` (what follows `npm run x --`) against the definition; never exits, never prints. */
export function parseCommandLine<Options extends Record<string, CommandOption>>(
  definition: CommandDefinition<Options>,
  args: readonly string[],
): CommandLine<Options> {
  const beforeSeparator = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (beforeSeparator.some((arg) => arg === '--help' || arg === '-h')) return { action: 'exit', code: 0, stdout: formatUsage(definition), stderr: '' };

  const options = Object.fromEntries(
    Object.entries(definition.options).map(([name, option]) => [name, { type: option.type, ...(option.short ? { short: option.short } : {}) }]),
  );
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true }) as typeof parsed;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const unknown = /^Unknown option '([^']+)'/.exec(message)?.[1];
    if (unknown === undefined) return refusal(definition, message);
    const suggestion = didYouMean(unknown, knownOptions(definition));
    return refusal(definition, `Unknown option '${unknown}'${suggestion || '.'}`);
  }

  const allowed = definition.arguments ?? [];
  if (parsed.positionals.length > allowed.length) {
    const extra = parsed.positionals.slice(allowed.length).map((value) => JSON.stringify(value));
    const names = allowed.map((argument) => argument.name).join(', ');
    const expected = allowed.length === 0 ? 'it takes none' : `it takes ${allowed.length === 1 ? 'one' : allowed.length} at most (${names})`;
    return refusal(definition, `Unexpected argument ${extra.join(' ')}: ${expected}.`);
  }
  const values = Object.fromEntries(
    Object.entries(definition.options).map(([name, option]) => [name, parsed.values[name] ?? (option.type === 'boolean' ? false : undefined)]),
  );
  return { action: 'run', options: values as OptionValues<Options>, arguments: parsed.positionals };
}

/**
 * The command line of the running process: prints the usage and exits 0 on --help, prints the
 * problem and exits 2 on a bad option; otherwise returns what was asked for.
 */
export function readCommandLine<Options extends Record<string, CommandOption>>(
  definition: CommandDefinition<Options>,
  args: readonly string[] = process.argv.slice(2),
): { options: OptionValues<Options>; arguments: string[] } {
  const line = parseCommandLine(definition, args);
  if (line.action === 'run') return line;
  process.stdout.write(line.stdout);
  process.stderr.write(line.stderr);
  process.exit(line.code);
}
