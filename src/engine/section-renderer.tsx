import type { ComponentType } from 'react';
import type { IslandTrigger } from '../../schemas/define-section-type';
import type { Section, SectionType } from '../../schemas/section';
import { islandAttributes, islandPropsId } from './islands/island-markup';
import { SectionErrorBoundary } from './section-error-boundary';
import type { SectionComponentProps } from './section-registry';

/** An island section as the server rendered it: its own HTML (rendered as a root of its own) and its data block's JSON. */
export type RenderedIsland = { trigger: IslandTrigger; html: string; propsJson: string };

type SectionListProps = {
  sections: Section[];
  renderers: ReadonlyMap<SectionType, ComponentType<SectionComponentProps<SectionType>>>;
  /** The page's island sections, by index, already rendered (src/entry-server.tsx). */
  islands: ReadonlyMap<number, RenderedIsland>;
};

/**
 * Renders a page's sections in order. A static section renders as itself, inside its own error
 * boundary, with no wrapper. An island renders inside its wrapper element, followed by its props in a
 * JSON data block, which the browser's loader (src/engine/islands/island-loader.ts) finds.
 */
export function SectionList({ sections, renderers, islands }: SectionListProps) {
  return (
    <>
      {sections.map((section, index) => {
        const island = islands.get(index);
        if (island) {
          const propsId = islandPropsId(section.id);
          const wrapper = { [islandAttributes.type]: section.type, [islandAttributes.trigger]: island.trigger, [islandAttributes.props]: propsId };
          return [
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render (React's escaped output), placed inside its wrapper so the loader can hydrate it
            <div key={section.id} {...wrapper} dangerouslySetInnerHTML={{ __html: island.html }} />,
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block (never executed) whose "<" are escaped as \u003c, so it cannot close the script element
            <script key={propsId} type="application/json" id={propsId} dangerouslySetInnerHTML={{ __html: island.propsJson }} />,
          ];
        }
        const Renderer = renderers.get(section.type);
        if (!Renderer) throw new Error(`No renderer loaded for section type "${section.type}"`);
        return (
          <SectionErrorBoundary key={section.id} sectionId={section.id} sectionType={section.type}>
            <Renderer section={section} index={index} />
          </SectionErrorBoundary>
        );
      })}
    </>
  );
}
