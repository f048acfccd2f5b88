import { headingIdFor } from '../../components/heading-id';
import { hydrateIslandRoot } from '../../engine/islands/hydrate-island-root';
import type { IslandModule } from '../../engine/islands/island-module';
import { ContactForm } from '../../features/contact/components/contact-form';

/**
 * The contact form hydrates when it nears the window; until then (and without JavaScript) it posts
 * natively. Only the form is a React root: its heading and frame stay server HTML, so the island ships
 * React and the form, no MUI or Emotion (decision 009's budget for a contact page).
 */
const island: IslandModule<'contact-form'> = {
  mount(element, { section, page }) {
    return hydrateIslandRoot(element, <ContactForm idPrefix={section.id} labelledBy={headingIdFor(section.id)} returnPath={page.pagePath} />);
  },
};

export default island;
