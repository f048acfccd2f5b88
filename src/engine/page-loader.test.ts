import { jsonResponse, stubFetch } from '../../tests/fetch-stub';
import { loadPage, preloadPageData } from './page-loader';
import { matchPageRoute } from './route-match';

const requestsAfter = async (fetchMock: ReturnType<typeof stubFetch>) => {
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return fetchMock.mock.calls.map(([input]) => String(input)).sort();
};

describe('preloadPageData', () => {
  it('lets a blog category page ask for its posts and its title from the address, before it renders', async () => {
    const fetchMock = stubFetch(() => jsonResponse([]));
    const address = '/newspage/2/collections/';
    preloadPageData(await loadPage(matchPageRoute(address).pageId), address);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await requestsAfter(fetchMock)).toEqual(['/api/blogs?catId=2', '/api/categories/2']);
  });

  it('lets a blog post page ask for the post and its related posts', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ records: [] }));
    const address = '/our/blog/7/single';
    preloadPageData(await loadPage(matchPageRoute(address).pageId), address);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await requestsAfter(fetchMock)).toEqual(['/api/blogs/7', '/api/blogs/7/related']);
  });

  it('asks for nothing on a page without data', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    preloadPageData(await loadPage(matchPageRoute('/about').pageId), '/about');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
