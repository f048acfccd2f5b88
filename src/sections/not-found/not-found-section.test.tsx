import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../tests/render-section';
import { notFoundExample, notFoundSectionSchema } from './definition';
import NotFoundSection from './not-found-section';

function renderNotFound(input: unknown) {
  const section = notFoundSectionSchema.parse(input);
  return renderWithSite(<NotFoundSection section={section} index={0} />, { iconData: section, route: '/no-such-page' });
}

describe('NotFoundSection', () => {
  it('carries the page heading as h1, with the message and a way home', () => {
    renderNotFound(notFoundExample);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('region', { name: 'Page not found' })).toHaveAttribute('id', 'not-found');
  });

  it('does not animate in: it is the first thing on its page', () => {
    const { container } = renderNotFound(notFoundExample);
    expect(container.querySelector('[data-aos]')).toBeNull();
  });

  it('shows the big code as decoration, hidden from screen readers', () => {
    renderNotFound(notFoundExample);
    const code = screen.getByText('404');
    expect(code).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('heading', { name: '404' })).not.toBeInTheDocument();
  });

  it('renders every button, external ones in a new tab', () => {
    renderNotFound({
      ...notFoundExample,
      code: '410',
      buttons: [
        { label: 'Back to Home', href: '/' },
        { label: 'Contact us', href: '/contact', variant: 'outline' },
        { label: 'Advisory site', href: 'https://advisory.example.com' },
      ],
    });
    expect(screen.getByText('410')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    const external = screen.getByRole('link', { name: /Advisory site/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
