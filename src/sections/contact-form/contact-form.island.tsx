import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { headingIdFor } from '../../components/heading-id';
import { Hydrated } from '../../engine/islands/hydrated';
import type { IslandModule, IslandProps } from '../../engine/islands/island-module';
import type { IslandPageContext } from '../../engine/islands/page-context';
import { ContactForm } from '../../features/contact/components/contact-form';

/**
 * The contact form hydrates when it nears the window; until then (and without JavaScript) it posts
 * natively. Only the form is a React root (the `data-island-root` element the section renders around
 * it): its heading and frame stay server HTML, so the island ships React and the form, no MUI or
 * Emotion (decision 009's budget for a contact page).
 */
const island: IslandModule<'contact-form'> = {
  mount(element, props) {
    const { section, page } = props as IslandProps<'contact-form'> & { page?: IslandPageContext };
    const root = element.querySelector<HTMLElement>('[data-island-root]');
    if (!root) throw new Error('The contact form section has no island root');
    return new Promise<void>((resolve) => {
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <Hydrated onHydrated={resolve}>
              <ContactForm idPrefix={section.id} labelledBy={headingIdFor(section.id)} returnPath={page?.pagePath} />
            </Hydrated>
          </StrictMode>,
        );
      });
    });
  },
};

export default island;
