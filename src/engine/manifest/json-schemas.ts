import { z } from 'zod';
import { collectionSchema } from '../../../schemas/collection';
import { pageSchema } from '../../../schemas/page';
import { siteSchema } from '../../../schemas/site';

const SCHEMAS = {
  'schemas/page.schema.json': { schema: pageSchema, title: 'Page (content/pages/*.json)' },
  'schemas/site.schema.json': { schema: siteSchema, title: 'Site settings (content/site.json)' },
  'schemas/collection.schema.json': { schema: collectionSchema, title: 'Shared list (content/collections/*.json)' },
};

/**
 * The JSON Schema files editors use, keyed by their path from the project root. The input side of
 * the zod schemas: a field with a default is optional for the person writing the file.
 */
export function renderJsonSchemas(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [file, { schema, title }] of Object.entries(SCHEMAS)) {
    const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
    const document = { $schema, $id: file.slice('schemas/'.length), title, ...rest };
    files[file] = `${JSON.stringify(document, null, 2)}\n`;
  }
  return files;
}
