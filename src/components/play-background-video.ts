const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Starts the decorative background videos inside `root` (server markup of BackgroundVideo: no
 * autoplay attribute, so nothing moves before a script has asked about reduced motion), muted, only
 * while the visitor has not asked for reduced motion; they pause if the visitor asks for it later.
 * Framework-free, for islands that take over server HTML without React.
 */
export function playBackgroundVideos(root: ParentNode): void {
  const videos = [...root.querySelectorAll('video')];
  if (videos.length === 0) return;
  const reducedMotion = window.matchMedia(reducedMotionQuery);
  const apply = () => {
    for (const video of videos) {
      if (reducedMotion.matches) {
        video.pause();
        continue;
      }
      // Muted before it ever plays, so it is never heard.
      video.defaultMuted = true;
      video.muted = true;
      // A refused play() (data saver, autoplay policy) is fine: the poster stays.
      video.play()?.catch(() => undefined);
    }
  };
  reducedMotion.addEventListener('change', apply);
  apply();
}
