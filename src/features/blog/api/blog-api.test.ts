import { routes } from 'virtual:route-table';
import { siteConfig } from '../../../../site.config';
import { jsonResponse, stubFetch } from '../../../../tests/fetch-stub';
import { ApiError } from '../../../api/api-error';
import { categoryAddress, postAddress } from '../blog-addresses';
import { getBlogPost } from './get-blog-post';
import { getBlogPosts } from './get-blog-posts';
import { getCategories, loadMediaMenuLinks } from './get-categories';
import { getCategory } from './get-category';
import { getRelatedPosts } from './get-related-posts';

const post = {
  id: 7,
  title: 'Zero trust in practice',
  date: '2024-05-01',
  author: 'Kofi Mensah',
  image: 'zero-trust.webp',
  content: '<p>Hi</p>',
  category: 'Cybersecurity',
};

describe('categories', () => {
  it('reads { status, records } and normalises string ids', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        status: 200,
        records: [
          { id: '3', title: 'Cybersecurity' },
          { id: 4, title: 'GRC' },
        ],
      }),
    );
    await expect(getCategories()).resolves.toEqual({
      status: 200,
      records: [
        { id: '3', title: 'Cybersecurity' },
        { id: '4', title: 'GRC' },
      ],
    });
    expect(fetchMock.mock.calls[0]![0]).toBe(siteConfig.api.endpoints.categories);
  });

  it('turns categories into Media menu links, only for status 200', async () => {
    stubFetch(() => jsonResponse({ status: 200, records: [{ id: 3, title: 'Cybersecurity' }] }));
    await expect(loadMediaMenuLinks()).resolves.toEqual([{ label: 'Cybersecurity', href: '/newspage/3/collections/' }]);
    stubFetch(() => jsonResponse({ status: 500, records: [] }));
    await expect(loadMediaMenuLinks()).resolves.toBeUndefined();
  });

  it.each([
    ['records that are not a list', { status: 200, records: 'none' }],
    ['a record without a title', { status: 200, records: [{ id: 1 }] }],
    ['an id that is not an id', { status: 200, records: [{ id: 1.5, title: 'x' }] }],
    ['no status', { records: [] }],
    ['a list instead of the wrapper', [{ id: 1, title: 'x' }]],
  ])('rejects a malformed answer: %s', async (_case, body) => {
    stubFetch(() => jsonResponse(body));
    await expect(getCategories()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('blog list', () => {
  it('asks for a category with ?catId= and for everything without it', async () => {
    const fetchMock = stubFetch(() => jsonResponse([]));
    await getBlogPosts('3');
    await getBlogPosts(undefined);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/blogs?catId=3', '/api/blogs']);
  });

  it('reads [{ id, title, date, image }], "" and null meaning no image', async () => {
    stubFetch(() =>
      jsonResponse([
        { id: '9', title: 'A', date: '2024-06-01', image: 'a.webp' },
        { id: 8, title: 'B', date: '2024-05-01', image: '' },
        { id: 7, title: 'C', date: '2024-04-01', image: null },
      ]),
    );
    await expect(getBlogPosts(undefined)).resolves.toEqual([
      { id: '9', title: 'A', date: '2024-06-01', image: 'a.webp' },
      { id: '8', title: 'B', date: '2024-05-01', image: undefined },
      { id: '7', title: 'C', date: '2024-04-01', image: undefined },
    ]);
  });

  it.each([
    ['an object instead of a list', { records: [] }],
    ['a post without a date', [{ id: 1, title: 'A', image: null }]],
    ['a title that is a number', [{ id: 1, title: 5, date: '2024-01-01' }]],
    ['null', null],
  ])('rejects a malformed answer: %s', async (_case, body) => {
    stubFetch(() => jsonResponse(body));
    await expect(getBlogPosts('1')).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a server error', async () => {
    stubFetch(() => jsonResponse({ error: 'boom' }, 500));
    await expect(getBlogPosts(undefined)).rejects.toMatchObject({ status: 500 });
  });
});

describe('single category', () => {
  it('uses the first record title, and none for no records or a 404', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/3')
        ? jsonResponse({
            records: [
              { id: 3, title: 'Cybersecurity' },
              { id: 4, title: 'GRC' },
            ],
          })
        : url.pathname.endsWith('/4')
          ? jsonResponse({ records: [] })
          : jsonResponse({ records: [], message: 'No category' }, 404),
    );
    await expect(getCategory('3')).resolves.toEqual({ title: 'Cybersecurity' });
    await expect(getCategory('4')).resolves.toEqual({ title: undefined });
    await expect(getCategory('5')).resolves.toEqual({ title: undefined });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/categories/3');
  });

  it('rejects a malformed answer', async () => {
    stubFetch(() => jsonResponse({ record: { title: 'x' } }));
    await expect(getCategory('3')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('blog detail', () => {
  it('reads the first record', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ records: [post] }));
    await expect(getBlogPost('7')).resolves.toEqual({ post: { ...post, id: '7' }, message: undefined });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/blogs/7');
  });

  it('reports a 404 or no records as no post, with the server message', async () => {
    stubFetch(() => jsonResponse({ records: [], message: 'Blog post 99 does not exist' }, 404));
    await expect(getBlogPost('99')).resolves.toEqual({ post: undefined, message: 'Blog post 99 does not exist' });
    stubFetch(() => jsonResponse({ records: [] }));
    await expect(getBlogPost('99')).resolves.toEqual({ post: undefined, message: undefined });
    stubFetch(() => new Response('Not found', { status: 404 }));
    await expect(getBlogPost('99')).resolves.toEqual({ post: undefined, message: undefined });
    // The old PHP backend's 404: a message and no records.
    stubFetch(() => jsonResponse({ message: 'No blog found with Id 99.' }, 404));
    await expect(getBlogPost('99')).resolves.toEqual({ post: undefined, message: 'No blog found with Id 99.' });
    stubFetch(() => jsonResponse({ message: 42 }, 404));
    await expect(getBlogPost('99')).resolves.toEqual({ post: undefined, message: undefined });
  });

  it.each([
    ['records missing', { message: 'x' }],
    ['a record without a title', { records: [{ ...post, title: undefined }] }],
    ['a message that is not text', { records: [post], message: 42 }],
  ])('rejects a malformed answer: %s', async (_case, body) => {
    stubFetch(() => jsonResponse(body));
    await expect(getBlogPost('7')).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a server error', async () => {
    stubFetch(() => jsonResponse({ records: [] }, 500));
    await expect(getBlogPost('7')).rejects.toMatchObject({ status: 500 });
  });
});

describe('related posts', () => {
  it('reads [{ id, title }]', async () => {
    const fetchMock = stubFetch(() => jsonResponse([{ id: '2', title: 'Other' }]));
    await expect(getRelatedPosts('7')).resolves.toEqual([{ id: '2', title: 'Other' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/blogs/7/related');
  });

  it('rejects a malformed answer', async () => {
    stubFetch(() => jsonResponse({ records: [] }));
    await expect(getRelatedPosts('7')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('blog addresses', () => {
  it('match pages of the manifest', () => {
    const patterns = routes.map((route) => route.path);
    expect(patterns).toContain(siteConfig.blog.postPath.replace('{id}', ':id'));
    expect(patterns).toContain(siteConfig.blog.categoryPath.replace('{catId}', ':catId'));
    expect(postAddress('7')).toBe('/our/blog/7/single');
    expect(categoryAddress('3')).toBe('/newspage/3/collections/');
  });
});
