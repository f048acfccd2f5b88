import { z } from 'zod';
import { headingBlock, nonEmptyText, sectionIdSchema } from '../../../schemas/common';
import { defineSectionType } from '../../../schemas/define-section-type';

const EMBED_URL = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+(\?[^\s]*)?$/;

export const videoEmbedSectionSchema = z
  .strictObject({
    type: z.literal('video-embed'),
    id: sectionIdSchema,
    ...headingBlock,
    src: z
      .string()
      .regex(EMBED_URL, 'expected a YouTube privacy-enhanced embed address like "https://www.youtube-nocookie.com/embed/VIDEO_ID"')
      .optional()
      .describe(
        'The embed address of the video (YouTube\'s privacy-enhanced "youtube-nocookie.com/embed/…" form; the site\'s security policy allows only that host). Until the video exists, leave "src" out: the page then leaves the whole section out (no empty player), and `npm run check:launch` lists it.',
      ),
    title: nonEmptyText.describe('What the video is, for screen readers (the frame\'s title), e.g. "Introduction to Innovare Advisory".'),
    caption: z.string().optional().describe('Line shown under the video.'),
    tone: z.enum(['plain', 'muted']).default('plain'),
  })
  .describe('An external video in a 16:9 frame that loads only when scrolled near. Without "src" the section is not shown at all.');

export const videoEmbedExample: z.input<typeof videoEmbedSectionSchema> = {
  type: 'video-embed',
  id: 'video',
  heading: 'See how we work',
  src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  title: 'Introduction to Innovare Advisory',
};

export const videoEmbedSection = defineSectionType({ type: 'video-embed', schema: videoEmbedSectionSchema, example: videoEmbedExample, browser: 'static' });
