import { z } from 'zod';
import { collectionReferenceSchema, collectionSchema } from '../../../schemas/collection';
import { pageSchema } from '../../../schemas/page';
import { fromSectionTypes, type SectionType, sectionSchemas } from '../../../schemas/section';
import { sectionExamples } from '../../../schemas/section-examples';
import { siteSchema } from '../../../schemas/site';
import { iconNames } from '../../icons/icon-names';
import { contentGuideIntro } from './content-guide-intro';
import { type FieldRow, fieldRows, sharedBlocks } from './schema-fields';
import { unwrapSchema } from './schema-introspection';

/** docs/content-guide.md: the maintainers' introduction, then every field of every schema, with examples. */
export function renderContentGuide(): string {
  const types = (Object.keys(sectionSchemas) as SectionType[]).sort();
  const parts = [
    contentGuideIntro,
    '## Page files',
    'Each file in `content/pages/` is one page, with these fields:',
    fieldTable(pageSchema),
    '## Section types',
    types.map((type) => `- [\`${type}\`](#${type}): ${sectionSchemas[type].description ?? ''}`).join('\n'),
    ...types.map(sectionTypePart),
    '## Shared lists (content/collections/*.json)',
    `${collectionSchema.description ?? ''} The file name without ".json" is the list's name.`,
    fieldTable(collectionSchema),
    '### Showing a shared list: from',
    `The sections ${namesList([...fromSectionTypes].sort())} take a \`from\` field. ${collectionReferenceSchema.description ?? ''}`,
    fieldTable(collectionReferenceSchema),
    'Example, the "Useful Links" of an industry page (the page itself is left out):\n\n```json\n{ "id": "useful-links", "type": "link-list", "heading": "Useful Links", "from": { "collection": "industries" } }\n```',
    '## Shared building blocks',
    'Several section types use these objects; their fields are the same everywhere.',
    ...Object.entries(sharedBlocks).map(([name, schema]) => `### ${name}\n\n${schema.description ?? ''}\n\n${fieldTable(schema)}`),
    '## The site file (content/site.json)',
    siteSchema.description ?? '',
    fieldTable(siteSchema),
    '## Icons',
    'Fields named `icon` take one of these names (kebab-case). A developer adds an icon with one line in `src/icons/icon-registry.ts`, then runs `npm run schema`.',
    [...iconNames]
      .sort()
      .map((name) => `\`${name}\``)
      .join(' · '),
  ];
  return `${parts.map((part) => part.trim()).join('\n\n')}\n`;
}

function sectionTypePart(type: SectionType): string {
  const schema = sectionSchemas[type];
  const example = JSON.stringify(sectionExamples[type], null, 2);
  return `### ${type}\n\n${schema.description ?? ''}\n\n${fieldTable(schema)}\n\nExample:\n\n\`\`\`json\n${example}\n\`\`\``;
}

function fieldTable(schema: z.ZodType): string {
  const inner = unwrapSchema(schema);
  const rows: FieldRow[] = inner instanceof z.ZodObject ? fieldRows(inner) : inner instanceof z.ZodArray ? fieldRows(elementObject(inner), '[].') : [];
  const lines = ['| Field | Required | Type | Default | Description |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const cells = [`\`${row.name}\``, requiredCell(row), row.type, row.defaultValue === undefined ? '' : `\`${row.defaultValue}\``, row.description];
    lines.push(`| ${cells.map(escapeCell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** "yes", "no", or for one option of { image } or { video }: "one of image, video". */
function requiredCell(row: FieldRow): string {
  if (row.oneOf !== undefined) return `one of ${row.oneOf.join(', ')}`;
  return row.required ? 'yes' : 'no';
}

function elementObject(array: z.ZodArray): z.ZodObject {
  const element = unwrapSchema(array.element as z.ZodType);
  return element instanceof z.ZodObject ? element : z.strictObject({});
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

/** "`a`, `b` and `c`": the section types whose definitions take `from`. */
function namesList(names: readonly string[]): string {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
