import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import { usePagePath } from '../../engine/page-path';
import type { SectionComponentProps } from '../../engine/section-registry';
import { ContactForm } from '../../features/contact/components/contact-form';

/** The contact form under its heading ("Send Your Message"). */
export default function ContactFormSection({ section, index }: SectionComponentProps<'contact-form'>) {
  const headingId = headingIdFor(section.id);
  const pagePath = usePagePath();
  return (
    <SectionShell id={section.id} tone={section.tone} labelledBy={headingId} maxWidth="md" animate={index > 0}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      {/* The island's React root (contact-form.island.tsx): the form alone, hydrated without the section around it. */}
      <div data-island-root="">
        <ContactForm idPrefix={section.id} labelledBy={headingId} returnPath={pagePath} />
      </div>
    </SectionShell>
  );
}
