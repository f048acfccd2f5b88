// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type CommandDefinition, formatUsage, parseCommandLine } from './command-line';

const definition = {
  command: 'npm run example',
  summary: 'Does an example thing.',
  options: {
    format: { type: 'string', value: 'json|csv', description: 'the output format' },
    'exclude-spam': { type: 'boolean', description: 'leave out spam' },
  },
  arguments: [{ name: 'folder', description: 'where to look' }],
  environment: { DATA_DIR: 'the data folder' },
} as const satisfies CommandDefinition;

describe('parseCommandLine', () => {
  it('returns the options, with false for a boolean not given and undefined for a string not given', () => {
    expect(parseCommandLine(definition, [])).toEqual({ action: 'run', options: { format: undefined, 'exclude-spam': false }, arguments: [] });
    expect(parseCommandLine(definition, ['--format', 'csv', '--exclude-spam', 'content'])).toEqual({
      action: 'run',
      options: { format: 'csv', 'exclude-spam': true },
      arguments: ['content'],
    });
    expect(parseCommandLine(definition, ['--format=json'])).toMatchObject({ action: 'run', options: { format: 'json' } });
  });

  it.each([[['--help']], [['-h']], [['--format', 'csv', '--help']], [['--no-such-option', '--help']]])('answers %j with the usage and exit code 0', (args) => {
    expect(parseCommandLine(definition, args)).toEqual({ action: 'exit', code: 0, stdout: formatUsage(definition), stderr: '' });
  });

  it('treats --help after -- as an argument, not as a request for help', () => {
    expect(parseCommandLine(definition, ['--', '--help'])).toEqual({
      action: 'run',
      options: { format: undefined, 'exclude-spam': false },
      arguments: ['--help'],
    });
  });

  it('refuses an unknown option with exit code 2, naming every known option and the nearest one', () => {
    expect(parseCommandLine(definition, ['--formt', 'csv'])).toEqual({
      action: 'exit',
      code: 2,
      stdout: '',
      stderr: `Unknown option '--formt'; did you mean "--format"?\nKnown options: --format, --exclude-spam, --help. \`npm run example -- --help\` explains them.\n`,
    });
    const far = parseCommandLine(definition, ['--verbose']);
    expect(far).toMatchObject({ action: 'exit', code: 2, stdout: '' });
    expect(far.action === 'exit' && far.stderr.split('\n')[0]).toBe("Unknown option '--verbose'.");
  });

  it.each([
    [['--format'], "Option '--format <value>' argument missing"],
    [['--exclude-spam=yes'], "Option '--exclude-spam' does not take an argument"],
    [['one', 'two'], 'Unexpected argument "two": it takes one at most (folder).'],
  ])('refuses %j with exit code 2', (args, problem) => {
    const line = parseCommandLine(definition, args);
    expect(line).toMatchObject({ action: 'exit', code: 2, stdout: '' });
    expect(line.action === 'exit' && line.stderr).toContain(problem);
    expect(line.action === 'exit' && line.stderr).toContain('Known options: --format, --exclude-spam, --help.');
  });

  it('refuses any argument to a command that takes none', () => {
    const line = parseCommandLine({ ...definition, arguments: [] }, ['content']);
    expect(line.action === 'exit' && line.stderr.split('\n')[0]).toBe('Unexpected argument "content": it takes none.');
  });
});

describe('formatUsage', () => {
  it('lists the summary, the usage line, the arguments, every option with its value and the environment', () => {
    expect(formatUsage(definition)).toBe(
      [
        'Does an example thing.',
        '',
        'Usage: npm run example -- [options] [folder]',
        '',
        'Arguments:',
        '  folder  where to look',
        '',
        'Options:',
        '  --format json|csv  the output format',
        '  --exclude-spam     leave out spam',
        '  -h, --help         print this help and exit',
        '',
        'Environment:',
        '  DATA_DIR  the data folder',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the sections a command does not have', () => {
    expect(formatUsage({ command: 'npm run bare', summary: 'Bare.', options: {} })).toBe(
      'Bare.\n\nUsage: npm run bare -- [options]\n\nOptions:\n  -h, --help  print this help and exit\n',
    );
  });
});
