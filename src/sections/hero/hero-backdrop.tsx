import type { SectionOfType } from '../../../schemas/section';
import { BackgroundVideo, MediaOverlay } from '../../components/background-video';
import { ContentImage } from '../../components/content-image';

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' } as const;

/** Background image or video of a page header, under a dark overlay; nothing for the plain gradient. */
export function HeroBackdrop({ background }: { background: SectionOfType<'hero'>['background'] }) {
  if (!background) return null;
  return (
    <>
      {'image' in background ? <ContentImage image={background.image} priority sx={cover} /> : <BackgroundVideo video={background.video} />}
      <MediaOverlay />
    </>
  );
}
