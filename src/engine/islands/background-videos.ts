const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Plays the decorative background videos of static sections (a hero's, src/components/background-video.tsx)
 * without React: muted, and only while the visitor has not asked for reduced motion; the poster stays
 * otherwise. The video has no autoplay attribute, so without JavaScript nothing moves either.
 */
export function startBackgroundVideos(root: ParentNode): void {
  const videos = [...root.querySelectorAll<HTMLVideoElement>('video[data-background-video]')];
  if (videos.length === 0) return;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  const update = () => {
    for (const video of videos) {
      if (query.matches) {
        video.pause();
        continue;
      }
      video.defaultMuted = true;
      video.muted = true;
      // A refused play() (data saver, autoplay policy) is fine: the poster stays.
      video.play()?.catch(() => undefined);
    }
  };
  update();
  query.addEventListener('change', update);
}
