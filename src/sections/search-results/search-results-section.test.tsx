import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../../../tests/render-section';
import { searchMessages } from '../../common/search-messages';
import { searchResultsExample, searchResultsSectionSchema } from './definition';
import SearchResultsSection from './search-results-section';

function renderSearch() {
  const section = searchResultsSectionSchema.parse(searchResultsExample);
  return renderWithSite(<SearchResultsSection section={section} index={0} />, { iconData: section, route: '/search' });
}

describe('SearchResultsSection', () => {
  it('is the page heading and a search form that works without JavaScript: GET /search with a labelled field', () => {
    renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: searchMessages.pageLandmark });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('searchbox', { name: searchMessages.fieldLabel });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxlength', '100');
    expect(within(form).getByRole('button', { name: searchMessages.submit })).toHaveAttribute('type', 'submit');
  });

  it('leaves the marked places the server fills: the field, the results and the suggestions', () => {
    const { container } = renderSearch();
    expect(container.querySelectorAll('[data-search-query]')).toHaveLength(1);
    expect(container.querySelector('[data-search-results]')).toBeEmptyDOMElement();
    const suggestions = screen.getByRole('complementary', { name: 'Suggestions' });
    expect(within(suggestions).getByText('Check the spelling of your words.')).toBeInTheDocument();
    expect(within(suggestions).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
