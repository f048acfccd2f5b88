// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sectionTypes } from '../../../schemas/section';
import { sectionExamples } from '../../../schemas/section-examples';
import { iconNames } from '../../icons/icon-names';
import { renderContentGuide } from './content-guide';

describe('renderContentGuide', () => {
  const guide = renderContentGuide();

  it('opens with the maintainers’ introduction', () => {
    expect(guide.startsWith('# Content guide\n')).toBe(true);
    for (const heading of [
      '## How the content is laid out',
      '## Adding or changing a page',
      '## Checking your changes',
      '## Reading an error message',
      '## Images, videos and other files',
    ]) {
      expect(guide).toContain(`\n${heading}\n`);
    }
    expect(guide).toContain('npm run validate');
  });

  it('has a part per section type, sorted, with its fields and its example', () => {
    const headings = [...guide.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
    const typeHeadings = headings.filter((heading) => (sectionTypes as string[]).includes(heading ?? ''));
    expect(typeHeadings).toEqual([...sectionTypes].sort());
    for (const type of sectionTypes) {
      const part = guide.slice(guide.indexOf(`\n### ${type}\n`), guide.indexOf('\n### ', guide.indexOf(`\n### ${type}\n`) + 1));
      expect(part).toContain('| Field | Required | Type | Default | Description |');
      expect(part).toContain('| `id` | yes | id (kebab-case) |');
      expect(part).toContain(`\`\`\`json\n${JSON.stringify(sectionExamples[type], null, 2)}\n\`\`\``);
    }
  });

  it('lists the page fields, the site file’s fields and every icon name', () => {
    expect(guide).toContain('| `title` | yes | text (at most 70 characters) |');
    expect(guide).toContain('## The site file (content/site.json)');
    expect(guide).toContain('| `layouts.main.navigation[type=dropdown].groups[].heading` | yes | text |');
    expect(guide).toContain('| `layouts.advisory` | yes | object (same fields as layouts.main) |');
    const icons = guide.slice(guide.indexOf('## Icons'));
    for (const name of iconNames) expect(icons).toContain(`\`${name}\``);
  });

  it('ends with exactly one newline', () => {
    expect(guide.endsWith('\n')).toBe(true);
    expect(guide.endsWith('\n\n')).toBe(false);
  });
});
