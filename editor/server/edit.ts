/**
 * `npm run edit`: the local content editor (docs/editing.md). Prints one line, the address to open
 * with its one-time token, and opens it in the browser unless --no-open.
 *
 * NODE_ENV is production from the first import, before React, Emotion and MUI load (as in scripts/build.ts):
 * the preview draws pages with the React the site's build and server use, whatever NODE_ENV the shell had (issue 31).
 */
import '../../scripts/production-mode';
import { spawn } from 'node:child_process';
import { readCommandLine } from '../../server/cli/command-line';
import { projectRoot } from '../../server/project-root';
import { maxImagePixels, megapixelsToPixels, parseMegapixels } from '../../src/engine/images/pixel-limit';
import { startEditor } from './editor-server';

const commandLine = readCommandLine({
  command: 'npm run edit',
  summary:
    "A local editor for the content (content/site.json, pages, collections): forms from the schemas, a live\npreview by the site's own renderer, the validator on every change, minimal writes after showing the diff, and Publish\n(a commit of content and images only, pushed without force). Listens on 127.0.0.1 only; prints the address to open, with a one-time token.",
  options: {
    port: { type: 'string', value: 'N', description: 'port to listen on (default: a free one)' },
    'max-upload-mb': { type: 'string', value: 'N', description: 'the largest image an upload may be, in MB (default: 10)' },
    'max-megapixels': {
      type: 'string',
      value: 'N',
      description: 'the most megapixels an uploaded image may have (default: IMAGE_MAX_MEGAPIXELS, or 50)',
    },
    remote: { type: 'string', value: 'NAME', description: "the git remote Publish pushes to (default: the current branch's upstream remote)" },
    branch: { type: 'string', value: 'NAME', description: "the remote's branch Publish pushes to (default: the current branch's upstream branch)" },
    'no-open': { type: 'boolean', description: 'do not open a browser; only print the address' },
  },
});
const port = commandLine.options.port === undefined ? 0 : Number(commandLine.options.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port expects a port number, found "${commandLine.options.port}"`);
  process.exit(2);
}
const maxUploadMb = commandLine.options['max-upload-mb'] === undefined ? 10 : Number(commandLine.options['max-upload-mb']);
if (!(maxUploadMb > 0 && maxUploadMb <= 200)) {
  console.error(`--max-upload-mb expects a number of megabytes from 1 to 200, found "${commandLine.options['max-upload-mb']}"`);
  process.exit(2);
}
let maxPixels: number;
try {
  const option = commandLine.options['max-megapixels'];
  maxPixels = option === undefined ? maxImagePixels() : megapixelsToPixels(parseMegapixels(option, '--max-megapixels'));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const editor = await startEditor({
  rootDir: projectRoot,
  port,
  maxUploadBytes: Math.round(maxUploadMb * 1024 * 1024),
  maxImagePixels: maxPixels,
  publish: { remote: commandLine.options.remote, branch: commandLine.options.branch },
});
console.log(editor.startUrl);
if (!commandLine.options['no-open']) {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  spawn(opener, [editor.startUrl], { stdio: 'ignore', detached: true })
    .on('error', () => console.error('Could not open a browser; open the address above.'))
    .unref();
}
const stop = () => {
  editor.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
