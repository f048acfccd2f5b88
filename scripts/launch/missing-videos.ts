import { createLineLocator } from '../../src/engine/manifest/json-locations';
import type { LaunchItem } from './launch-item';

type SectionLike = { type?: unknown; src?: unknown };

/**
 * Video embeds still waiting for their video. Such a section is left out of the page (a frame
 * showing "Video unavailable" would look broken), so nothing shows the gap but this list.
 */
export function findVideosWithoutAddress(file: string, text: string): LaunchItem[] {
  const page = JSON.parse(text) as { sections?: SectionLike[] };
  const lineOf = createLineLocator(text);
  return (page.sections ?? []).flatMap((section, index) =>
    section.type === 'video-embed' && section.src === undefined
      ? [
          {
            file,
            line: lineOf(['sections', index]),
            path: `sections[${index}]`,
            message: 'this video has no "src" yet, so the page leaves the section out: add the video\'s embed address',
          },
        ]
      : [],
  );
}
