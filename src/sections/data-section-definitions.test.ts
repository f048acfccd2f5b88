// @vitest-environment node
import { blogListSectionSchema } from './blog-list/definition';
import { blogPostSectionSchema } from './blog-post/definition';
import { contactFormSectionSchema } from './contact-form/definition';
import { mapEmbedSectionSchema } from './map-embed/definition';

describe('data section schemas', () => {
  it('default the blog list heading to "Our Blogs" and the form heading to "Send Your Message"', () => {
    expect(blogListSectionSchema.parse({ type: 'blog-list', id: 'blogs' })).toEqual({ type: 'blog-list', id: 'blogs', heading: 'Our Blogs' });
    expect(contactFormSectionSchema.parse({ type: 'contact-form', id: 'form' }).heading).toBe('Send Your Message');
  });

  it('default the blog post breadcrumb to Home and Blogs, the list being where missing posts go', () => {
    expect(blogPostSectionSchema.parse({ type: 'blog-post', id: 'post' })).toEqual({
      type: 'blog-post',
      id: 'post',
      idParam: 'id',
      home: { label: 'Home', href: '/' },
      blogList: { label: 'Blogs', href: '/blogs' },
    });
  });

  it('reject a route parameter name that cannot be one, and unknown keys', () => {
    expect(blogListSectionSchema.safeParse({ type: 'blog-list', id: 'blogs', categoryParam: ':catId' }).success).toBe(false);
    expect(blogPostSectionSchema.safeParse({ type: 'blog-post', id: 'post', idParam: 'post id' }).success).toBe(false);
    expect(contactFormSectionSchema.safeParse({ type: 'contact-form', id: 'form', fields: [] }).success).toBe(false);
  });

  it('accept only a keyless Google Maps embed address', () => {
    const map = { type: 'map-embed', id: 'map', title: 'Map of our office' };
    expect(mapEmbedSectionSchema.safeParse({ ...map, embedUrl: 'https://www.google.com/maps?q=Accra&output=embed' }).success).toBe(true);
    expect(mapEmbedSectionSchema.safeParse({ ...map, embedUrl: 'https://maps.google.com/maps?q=Accra&z=15&output=embed' }).success).toBe(true);
    const bad = mapEmbedSectionSchema.safeParse({ ...map, embedUrl: 'https://www.google.com/maps?q=Accra' });
    expect(bad.error?.issues[0]?.message).toMatch(/keyless Google Maps embed address/);
    expect(mapEmbedSectionSchema.safeParse({ ...map, embedUrl: 'https://evil.example/maps?output=embed' }).success).toBe(false);
    expect(mapEmbedSectionSchema.safeParse({ type: 'map-embed', id: 'map', embedUrl: 'https://www.google.com/maps?q=Accra&output=embed' }).success).toBe(false);
  });
});
