// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatJsonPath } from './json-path';
import { checkContactForms, checkDuplicateIds, checkDuplicatePaths, checkNotFoundPage, checkSchemaReference, type FileProblem } from './page-checks';

function lines(problems: FileProblem[]): string[] {
  return problems.map((problem) => `${problem.file} ${formatJsonPath(problem.path) || '(root)'}: ${problem.message}`);
}

const notFound = { file: 'content/pages/404.json', data: { path: '/404', status: 404 } };

describe('checkDuplicatePaths', () => {
  it('reports every page that shares a path, trailing slash or not, each naming the others', () => {
    const pages = [
      { file: 'content/pages/about.json', data: { path: '/about' } },
      { file: 'content/pages/about-us.json', data: { path: '/about/' } },
      { file: 'content/pages/home.json', data: { path: '/' } },
    ];
    expect(lines(checkDuplicatePaths(pages))).toEqual([
      'content/pages/about.json path: "/about" is also the path of content/pages/about-us.json; every page needs its own path — if you copied one of these files, change the copy\'s path',
      'content/pages/about-us.json path: "/about" is also the path of content/pages/about.json; every page needs its own path — if you copied one of these files, change the copy\'s path',
    ]);
  });
});

describe('checkDuplicateIds', () => {
  it('reports a section id used twice on a page', () => {
    const page = { file: 'content/pages/about.json', data: { sections: [{ id: 'hero' }, { id: 'story' }, { id: 'hero' }] } };
    expect(lines(checkDuplicateIds(page))).toEqual(['content/pages/about.json sections[2].id: the id "hero" is already used on this page by sections[0].id']);
  });

  it('reports an item anchor that repeats a section id', () => {
    const page = { file: 'content/pages/grc.json', data: { sections: [{ id: 'bpr' }, { id: 'services', cards: [{ anchor: 'bpr' }] }] } };
    expect(lines(checkDuplicateIds(page))).toEqual([
      'content/pages/grc.json sections[1].cards[0].anchor: the id "bpr" is already used on this page by sections[0].id',
    ]);
  });
});

describe('checkContactForms', () => {
  it('accepts one contact form on a page', () => {
    const page = {
      file: 'content/pages/contact.json',
      data: {
        sections: [
          { id: 'hero', type: 'hero' },
          { id: 'send-message', type: 'contact-form' },
        ],
      },
    };
    expect(checkContactForms(page)).toEqual([]);
  });

  it('reports a second contact form on a page', () => {
    const page = {
      file: 'content/pages/contact.json',
      data: {
        sections: [
          { id: 'form', type: 'contact-form' },
          { id: 'text', type: 'rich-text' },
          { id: 'again', type: 'contact-form' },
        ],
      },
    };
    expect(lines(checkContactForms(page))).toEqual([
      'content/pages/contact.json sections[2].type: a page can have one contact form, and sections[0] is one already (their notices after a post without JavaScript would share ids)',
    ]);
  });

  it("reports an id that takes the name of the form's notices, on a page with a contact form only", () => {
    const sections = [
      { id: 'contact-sent', type: 'rich-text' },
      { id: 'services', type: 'card-grid', cards: [{ anchor: 'contact-failed' }] },
    ];
    expect(lines(checkContactForms({ file: 'content/pages/contact.json', data: { sections: [...sections, { id: 'form', type: 'contact-form' }] } }))).toEqual([
      'content/pages/contact.json sections[0].id: the id "contact-sent" is the contact form\'s notice on this page; choose another id',
      'content/pages/contact.json sections[1].cards[0].anchor: the id "contact-failed" is the contact form\'s notice on this page; choose another id',
    ]);
    expect(checkContactForms({ file: 'content/pages/about.json', data: { sections } })).toEqual([]);
  });
});

describe('checkNotFoundPage', () => {
  it('accepts exactly one page with status 404 at /404', () => {
    expect(checkNotFoundPage([{ file: 'content/pages/about.json', data: { path: '/about' } }, notFound])).toEqual([]);
  });

  it('reports a missing not-found page', () => {
    expect(lines(checkNotFoundPage([{ file: 'content/pages/about.json', data: { path: '/about' } }]))).toEqual([
      'content/pages (root): no page has "status": 404; add the not-found page, e.g. content/pages/404.json with "path": "/404" and "status": 404',
    ]);
  });

  it('reports a second page with status 404 and a wrong path', () => {
    const second = { file: 'content/pages/oops.json', data: { path: '/oops', status: 404 } };
    expect(lines(checkNotFoundPage([notFound, second]))).toEqual([
      'content/pages/oops.json status: only one page can have "status": 404, and content/pages/404.json already has it',
      'content/pages/oops.json path: the not-found page ("status": 404) must have the path "/404", found "/oops"',
    ]);
  });

  it('reports a page at /404 without status 404', () => {
    const page = { file: 'content/pages/404.json', data: { path: '/404' } };
    expect(lines(checkNotFoundPage([page]))).toContain(
      'content/pages/404.json status: the page at "/404" is the not-found page: expected "status": 404, found nothing',
    );
  });
});

describe('checkSchemaReference', () => {
  const expected = '../../schemas/page.schema.json';

  it('accepts the generated schema', () => {
    expect(checkSchemaReference({ file: 'content/pages/a.json', data: { $schema: expected } }, expected)).toEqual([]);
  });

  it('reports a missing or different $schema', () => {
    expect(lines(checkSchemaReference({ file: 'content/pages/a.json', data: {} }, expected))).toEqual([
      'content/pages/a.json $schema: expected "$schema": "../../schemas/page.schema.json" (the generated JSON Schema, for editors), found nothing',
    ]);
    expect(lines(checkSchemaReference({ file: 'content/pages/a.json', data: { $schema: '../schemas/page.schema.json' } }, expected))).toEqual([
      'content/pages/a.json $schema: expected "$schema": "../../schemas/page.schema.json" (the generated JSON Schema, for editors), found "../schemas/page.schema.json"',
    ]);
  });
});
