import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense, use } from 'react';
import { Link, NavLink } from './link';
import { matchPath, rankRoutePath } from './match-path';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate, useSearchParams } from './router';
import { Route, Routes, useParams } from './routes';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function PostPage() {
  const { id } = useParams<'id'>();
  return <h1>Post {id}</h1>;
}

describe('matchPath', () => {
  it('matches static paths with or without a trailing slash, in any letter case', () => {
    expect(matchPath('/about', '/about')?.pathname).toBe('/about');
    expect(matchPath('/about', '/about/')).not.toBeNull();
    expect(matchPath('/about', '/About')).not.toBeNull();
    expect(matchPath({ path: '/about', caseSensitive: true }, '/About')).toBeNull();
    expect(matchPath('/about', '/about/team')).toBeNull();
    expect(matchPath({ path: '/about', end: false }, '/about/team')).not.toBeNull();
    expect(matchPath({ path: '/about', end: false }, '/aboutus')).toBeNull();
  });

  it('reads parameters, optional parameters and the rest of the path', () => {
    expect(matchPath('/our/blog/:id/single', '/our/blog/12/single')?.params).toEqual({ id: '12' });
    expect(matchPath('/newspage/:catId/collections/', '/newspage/3/collections')?.params).toEqual({ catId: '3' });
    expect(matchPath('/blogs/:page?', '/blogs')?.params).toEqual({ page: undefined });
    expect(matchPath('/files/*', '/files/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('/our/blog/:id/single', '/our/blog/a%20b/single')?.params.id).toBe('a b');
    expect(matchPath('/our/blog/:id/single', '/our/blog//single')).toBeNull();
  });

  it('ranks a static segment above a parameter above a splat', () => {
    expect(rankRoutePath('/blogs/new')).toBeGreaterThan(rankRoutePath('/blogs/:id'));
    expect(rankRoutePath('/blogs/:id')).toBeGreaterThan(rankRoutePath('/blogs/*'));
    expect(rankRoutePath('/')).toBeGreaterThan(rankRoutePath('*'));
  });
});

describe('Routes', () => {
  it('renders the most specific matching route, whatever the order, with its parameters', () => {
    render(
      <MemoryRouter initialEntries={['/our/blog/7/single']}>
        <Routes>
          <Route path="*" element={<h1>Not found</h1>} />
          <Route path="/our/blog/:id/single" element={<PostPage />} />
          <Route path="/our/blog/latest/single" element={<h1>Latest</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Post 7');
  });

  it('falls back to the catch-all route', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="*" element={<h1>Not found</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Not found');
  });
});

describe('Link and NavLink', () => {
  it('navigate in the app on a plain click, and leave modified clicks and new tabs to the browser', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/about#team">About</Link>
        <Link to="/contact" target="_blank">
          Contact
        </Link>
        <WhereAmI />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about#team');
    const prevented: boolean[] = [];
    const record = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot load pages.
    };
    window.addEventListener('click', record);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.keyboard('{/Control}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.click(screen.getByRole('link', { name: 'About' }));
    window.removeEventListener('click', record);
    expect(prevented).toEqual([false, false, true]);
    expect(screen.getByTestId('location')).toHaveTextContent('/about#team');
  });

  it('mark the link to the page shown with aria-current and the class "active"', () => {
    render(
      <MemoryRouter initialEntries={['/about/']}>
        <NavLink to="/about" end className="nav">
          About
        </NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/">Everything</NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).toHaveClass('nav', 'active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Everything' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('hooks', () => {
  it('useSearchParams reads the query and navigates to a new one', async () => {
    function Pager() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ page: String(Number(params.get('page') ?? '1') + 1) })}>
          Page {params.get('page') ?? '1'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/blogs?page=2']}>
        <Pager />
        <WhereAmI />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs?page=3');
  });

  it('useNavigate goes to an address, replaces it, and goes back', async () => {
    function Controls() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/a')}>
            a
          </button>
          <button type="button" onClick={() => navigate('/b', { replace: true })}>
            b
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            back
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Controls />
        <WhereAmI />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'a' }));
    await userEvent.click(screen.getByRole('button', { name: 'b' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/b');
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
  });

  it('throw a clear error outside a router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhereAmI />)).toThrow('useLocation() must be used inside a router');
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows the address bar: links push history entries, back and forward are read from popstate', async () => {
    window.history.replaceState(null, '', '/start');
    render(
      <BrowserRouter>
        <Link to="/next?x=1">Next</Link>
        <WhereAmI />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByTestId('location')).toHaveTextContent('/next?x=1');
    await act(async () => {
      window.history.replaceState(null, '', '/elsewhere#part');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere#part');
  });

  it('keeps the page on screen while the next one is still loading (navigation is a transition)', async () => {
    let resolve: (value: string) => void = () => {};
    const pending = new Promise<string>((done) => {
      resolve = done;
    });
    function SlowPage() {
      return <h1>{use(pending)}</h1>;
    }
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/" element={<Link to="/slow">Home</Link>} />
            <Route path="/slow" element={<SlowPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    await act(async () => resolve('Slow page'));
    expect(await screen.findByRole('heading')).toHaveTextContent('Slow page');
  });
});

describe('the site has one router', () => {
  it('nothing imports react-router, whose Router context this one does not share', () => {
    const srcDir = path.resolve(import.meta.dirname, '../..');
    const offenders = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => /from ['"]react-router(-dom)?['"]/.test(readFileSync(path.join(srcDir, file), 'utf8')));
    expect(offenders, 'import Link, useParams… from src/engine/router/ instead (docs/decisions/007-performance-budget.md)').toEqual([]);
  });
});
