import { render, screen, within } from '@testing-library/react';
import { searchMessages } from '../../common/search-messages';
import { SiteSearchForm } from './site-search-form';

describe('SiteSearchForm', () => {
  it('is a search landmark that GETs /search with a labelled field q, working without JavaScript', () => {
    render(<SiteSearchForm />);
    const form = screen.getByRole('search', { name: searchMessages.headerLandmark });
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('searchbox', { name: searchMessages.fieldLabel });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxlength', '100');
    expect(within(form).getByRole('button', { name: searchMessages.submit })).toHaveAttribute('type', 'submit');
  });
});
