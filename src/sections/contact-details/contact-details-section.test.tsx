import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { LayoutName } from '../../../schemas/site';
import { renderWithSite } from '../../../tests/render-section';
import { PageLayoutContext } from '../../engine/page-layout';
import ContactDetailsSection from './contact-details-section';
import { contactDetailsExample, contactDetailsSectionSchema } from './definition';

function renderDetails(layout: LayoutName) {
  const section = contactDetailsSectionSchema.parse(contactDetailsExample);
  const ui: ReactElement = (
    <PageLayoutContext.Provider value={layout}>
      <ContactDetailsSection section={section} index={1} />
    </PageLayoutContext.Provider>
  );
  return renderWithSite(ui);
}

describe('ContactDetailsSection', () => {
  it("shows the group's address, e-mail and numbers once each, the e-mail and numbers as links", () => {
    renderDetails('main');
    expect(screen.getByRole('heading', { level: 3, name: 'Visit us' })).toBeInTheDocument();
    expect(screen.getByText('Gruppo House, Independence Avenue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@gruppo.example' })).toHaveAttribute('href', 'mailto:info@gruppo.example');
    expect(screen.getByRole('link', { name: '+233 30 000 0000' })).toHaveAttribute('href', 'tel:+233300000000');
    expect(screen.getByRole('link', { name: '+233 20 000 0000' })).toHaveAttribute('href', 'tel:+233200000000');
    // Once is enough: no second set of buttons repeating the same addresses.
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('For general enquiries and proposals.')).toBeInTheDocument();
  });

  it("on an advisory page shows Innovare Advisory's details, the ones its footer shows", () => {
    renderDetails('advisory');
    expect(screen.getByText('Innovare Advisory')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'advisory@gruppo.example' })).toHaveAttribute('href', 'mailto:advisory@gruppo.example');
    expect(screen.getByRole('link', { name: '+233 30 000 0001' })).toHaveAttribute('href', 'tel:+233300000001');
    expect(screen.queryByText('info@gruppo.example')).not.toBeInTheDocument();
  });
});
