import type { FastifyInstance } from 'fastify';
import type { Author, PublishTarget } from '../client/views/publish-types';
import { listChanges, revertFile } from './changes';
import { configuredAuthor, PublishRefused, publish, publishTarget } from './publish';
import { isRecord, objectBody, RequestRefused, stringField } from './request-fields';

const MAX_MESSAGE = 5000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in a name would break the commit's header line.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The author a Publish names: the body's (entered once in the editor), else git's configuration; refused when neither has one. */
async function authorOf(rootDir: string, given: unknown): Promise<Author> {
  if (given !== undefined) {
    if (!isRecord(given)) throw new RequestRefused(400, 'author: expected { "name": …, "email": … }.');
    const name = stringField(given, 'name').trim();
    const email = stringField(given, 'email').trim();
    if (!name || name.length > 200 || CONTROL.test(name) || /[<>]/.test(name))
      throw new RequestRefused(400, 'author.name: expected a name of 1 to 200 characters, without < or >.');
    if (email.length > 254 || CONTROL.test(email) || !/^[^\s<>@]+@[^\s<>@]+$/.test(email))
      throw new RequestRefused(400, 'author.email: expected an email address, like ana@example.org.');
    return { name, email };
  }
  const configured = await configuredAuthor(rootDir);
  if (!configured) throw new RequestRefused(400, "author: git's configuration has no user.name and user.email; enter who you are in the Publish dialog.");
  return configured;
}

function keepOf(given: unknown): Record<string, 'mine' | 'theirs'> {
  if (given === undefined) return {};
  if (!isRecord(given)) throw new RequestRefused(400, 'keep: expected an object of file → "mine" or "theirs".');
  const keep: Record<string, 'mine' | 'theirs'> = {};
  for (const [file, side] of Object.entries(given)) {
    if (side !== 'mine' && side !== 'theirs') throw new RequestRefused(400, `keep[${JSON.stringify(file)}]: expected "mine" or "theirs".`);
    keep[file] = side;
  }
  return keep;
}

/**
 * The Changes view and Publish (issue 29 items 1 and 2, decision 033): the changed content and image
 * files with their diffs, Revert, and Publish. Behind the editor's gate like every endpoint (a POST needs
 * the session's cookie, the page's secret header, the editor's Origin and JSON).
 */
export function registerPublishing(app: FastifyInstance, rootDir: string, given: Partial<PublishTarget> = {}): void {
  const target = async (): Promise<{ target?: PublishTarget; problem?: string }> => {
    try {
      return { target: await publishTarget(rootDir, given) };
    } catch (error) {
      if (error instanceof PublishRefused) return { problem: error.message };
      throw error;
    }
  };

  app.get('/api/changes', async () => {
    const [changes, where, author] = await Promise.all([listChanges(rootDir), target(), configuredAuthor(rootDir)]);
    return { ...changes, ...where, author };
  });

  app.post('/api/changes/revert', async (request) => {
    const body = objectBody(request.body);
    const file = stringField(body, 'file');
    await revertFile(rootDir, file, stringField(body, 'version'));
    return { reverted: file };
  });

  app.post('/api/publish', async (request, reply) => {
    const body = objectBody(request.body);
    const message = stringField(body, 'message').trim();
    if (!message) throw new RequestRefused(400, 'message: say in a few words what changed; a Publish needs a message.');
    if (message.length > MAX_MESSAGE || message.includes('\0')) throw new RequestRefused(400, `message: at most ${MAX_MESSAGE} characters.`);
    const author = await authorOf(rootDir, body.author);
    const keep = keepOf(body.keep);
    const where = await target();
    if (!where.target) return reply.code(409).send({ error: where.problem });
    const outcome = await publish(rootDir, where.target, { message, author, keep });
    if (outcome.kind === 'refused') return reply.code(outcome.status).send({ error: outcome.message, issues: outcome.issues ?? [] });
    if (outcome.kind === 'conflict')
      return reply.code(409).send({
        error: `${where.target.remote}/${where.target.branch} changed ${outcome.conflicts.map((conflict) => conflict.file).join(', ')} too; choose which version to keep. Nothing was published.`,
        conflicts: outcome.conflicts,
      });
    return outcome;
  });
}
