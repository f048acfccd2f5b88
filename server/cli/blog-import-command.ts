import { readBlogContent } from '../blog/blog-content';
import { replaceBlogContent } from '../blog/blog-import';
import { type DatabaseTarget, openSiteDatabase } from '../database/open-database';
import type { CommandOutput } from './messages-command';

/**
 * `npm run blog:import`: checks the whole blog folder first and, only when it has no problem,
 * replaces the database's categories and posts in one transaction (under the same lock a starting
 * server takes to import an empty blog). Returns the exit code.
 */
export async function runBlogImportCommand(blogDir: string, target: DatabaseTarget, output: CommandOutput, displayRoot?: string): Promise<number> {
  const result = await readBlogContent(blogDir, displayRoot);
  if (!result.ok) {
    output.err(
      `${result.problems.join('\n')}\n\nNothing was imported: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} to fix first.\n`,
    );
    return 1;
  }
  const db = await openSiteDatabase(target);
  try {
    const summary = await replaceBlogContent(db, result.content, result.warnings);
    for (const warning of summary.warnings) output.err(`warning: ${warning}\n`);
    const posts = `${summary.posts} post${summary.posts === 1 ? '' : 's'}`;
    const categories = `${summary.categories} categor${summary.categories === 1 ? 'y' : 'ies'}`;
    output.out(`Imported ${posts} in ${categories} into ${db.location}.\n`);
    return 0;
  } finally {
    await db.close();
  }
}
