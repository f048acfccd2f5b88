import { use } from 'react';
import type { Section, SectionType } from '../../schemas/section';
import { loadSectionModule } from './section-loader';
import type { SectionComponentProps } from './section-registry';
import { SectionErrorBoundary } from './section-error-boundary';

function RegisteredSection({ section, index }: SectionComponentProps<SectionType>) {
  const { default: Renderer } = use(loadSectionModule(section.type));
  return <Renderer section={section} index={index} />;
}

/** Renders a page's sections in order, each by its registered renderer inside its own error boundary. */
export function SectionList({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionErrorBoundary key={section.id} sectionId={section.id} sectionType={section.type}>
          <RegisteredSection section={section} index={index} />
        </SectionErrorBoundary>
      ))}
    </>
  );
}
