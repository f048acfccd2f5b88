import { pageKindOf } from './page-kind';

describe('pageKindOf', () => {
  it('holds a page of static sections only to the static budget', () => {
    expect(pageKindOf(['hero', 'rich-text', 'card-grid', 'cta-band'])).toBe('static');
    expect(pageKindOf([])).toBe('static');
  });

  it('puts a page with either carousel in the carousel kind', () => {
    expect(pageKindOf(['header-carousel', 'card-grid'])).toBe('carousel');
    expect(pageKindOf(['hero', 'reach-carousel'])).toBe('carousel');
  });

  it('puts a page with the contact form in the contact kind, and a blog list or post in the blog kind', () => {
    expect(pageKindOf(['hero', 'contact-form', 'map-embed'])).toBe('contact');
    expect(pageKindOf(['blog-list'])).toBe('blog');
    expect(pageKindOf(['blog-post'])).toBe('blog');
  });

  it('gives a page whose sections fall in several kinds the most generous budget of them', () => {
    expect(pageKindOf(['header-carousel', 'contact-form'])).toBe('contact');
    expect(pageKindOf(['reach-carousel', 'blog-list', 'contact-form'])).toBe('contact');
    expect(pageKindOf(['blog-list', 'reach-carousel'])).toBe('carousel');
  });

  it('follows the budgets it is given, not a fixed order of kinds', () => {
    const sections = { blog: ['blog-list'], contact: ['contact-form'], carousel: ['header-carousel'] };
    expect(pageKindOf(['header-carousel', 'contact-form'], sections, { static: 15, carousel: 100, contact: 80, blog: 90 })).toBe('carousel');
  });
});
