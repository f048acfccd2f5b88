import { z } from 'zod';
import { sectionDefinitions } from '../../schemas/section';
import type { FieldSpec, ObjectSpec } from '../client/form-types';
import { formatProblem } from '../client/formatted-fields';
import { formOfSchema, formSpecs } from './form-spec';

/** Every field of a form, nested ones included, with its path ("site.url", "hero.buttons[].href"). */
function fieldsOf(object: ObjectSpec, prefix: string): { path: string; field: FieldSpec }[] {
  return object.flatMap(({ key, field }) => fieldAndInner(field, `${prefix}.${key}`));
}

function fieldAndInner(field: FieldSpec, path: string): { path: string; field: FieldSpec }[] {
  const own = [{ path, field }];
  switch (field.kind) {
    case 'object':
    case 'image':
    case 'reference':
      return [...own, ...fieldsOf(field.object, path)];
    case 'list':
      return [...own, ...fieldAndInner(field.item, `${path}[]`)];
    case 'union':
      return [...own, ...field.options.flatMap((option) => fieldsOf(option.object, `${path}<${option.name}>`))];
    default:
      return own;
  }
}

describe('the forms made from the schemas (issue 28, B6)', () => {
  const specs = formSpecs();
  const everyForm = [
    ...fieldsOf(specs.site, 'site'),
    ...fieldsOf(specs.page, 'page'),
    ...fieldsOf(specs.collection, 'collection'),
    ...specs.sections.flatMap((section) => fieldsOf(section.object, section.type)),
  ];

  it('offers a form for the site, pages, collections and every section type', () => {
    expect(specs.sections.map((section) => section.type)).toEqual(sectionDefinitions.map((definition) => definition.type));
    expect(everyForm.length).toBeGreaterThan(100);
  });

  it('has no field left to the raw JSON box in any schema the editor offers', () => {
    expect(everyForm.filter(({ field }) => field.kind === 'json').map(({ path }) => path)).toEqual([]);
  });

  it("makes site.json's url an address field, the contact email an email field and a legal page's date a date field", () => {
    const at = (path: string) => everyForm.find((entry) => entry.path === path)?.field.kind;
    expect(at('site.url')).toBe('url');
    expect(at('site.layouts.main.contact.email')).toBe('email');
    expect(at('legal-text.lastUpdated')).toBe('date');
  });

  it('maps z.string().url() as z.url() is mapped', () => {
    const form = formOfSchema(z.object({ home: z.string().url(), site: z.url(), code: z.uuid() }));
    expect(form.map(({ key, field }) => `${key}: ${field.kind}`)).toEqual(['home: url', 'site: url', 'code: text']);
  });
});

describe('a URL field checks the address as it is typed (issue 28, B6)', () => {
  it('refuses an address without its scheme and says what it meant', () => {
    expect(formatProblem('url', 'www.gruppo.com.gh')).toBe(
      'expected a whole address starting with https://, like "https://www.example.com". Did you mean "https://www.gruppo.com.gh"?',
    );
  });

  it('accepts a whole address, and an empty box (the validator says whether one is needed)', () => {
    expect(formatProblem('url', 'https://www.gruppo.com.gh')).toBeUndefined();
    expect(formatProblem('url', '')).toBeUndefined();
  });

  it('checks an email address and a date', () => {
    expect(formatProblem('email', 'info@gruppo')).toBe('expected an email address, like "info@example.com"');
    expect(formatProblem('date', '1 November 2026')).toBe('expected a date written YYYY-MM-DD, like "2026-11-01"');
    expect(formatProblem('date', '2026-11-01')).toBeUndefined();
  });
});
