import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import type { BrandColor, Video } from '../../schemas/common';
import { brandColors } from '../theme/theme';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The visitor's reduced-motion preference, kept up to date. `undefined` until mounted: the server and
 * the hydrating render cannot know it, so both render as if motion were undecided and nothing moves
 * until an effect has asked the browser.
 */
function usePrefersReducedMotion(): boolean | undefined {
  const [reduced, setReduced] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A decorative, muted, looping video covering its positioned parent. The poster paints at once; the
 * video has no autoplay attribute and is muted and started from an effect, only when the visitor has
 * not asked for reduced motion, so the server HTML and the first client render are identical. In a
 * static section (never hydrated) src/engine/islands/background-videos.ts starts it the same way.
 */
export function BackgroundVideo({ video }: { video: Video }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion !== false) return;
    // Muted here rather than with the `muted` prop: React hydrates that prop by comparing the DOM
    // property, which HTML parsers outside browsers (jsdom) leave false, so it reports a mismatch.
    // The video never plays before this line, so it is never heard.
    element.defaultMuted = true;
    element.muted = true;
    // A refused play() (data saver, autoplay policy) is fine: the poster stays.
    element.play()?.catch(() => undefined);
    return () => element.pause();
  }, [reducedMotion]);

  return (
    <>
      {/* Without JavaScript the browser would give the video its own controls and loading ring, so
          index.html's <noscript> style hides it and shows its poster here instead. */}
      <Box
        aria-hidden="true"
        data-background-poster=""
        sx={{
          display: 'none',
          position: 'absolute',
          inset: 0,
          backgroundImage: `url("${video.poster}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box
        component="video"
        ref={ref}
        aria-hidden="true"
        data-background-video=""
        loop
        playsInline
        preload="none"
        poster={video.poster}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block', pointerEvents: 'none' }}
      >
        {video.webm ? <source src={video.webm} type="video/webm" /> : null}
        <source src={video.mp4} type="video/mp4" />
      </Box>
    </>
  );
}

/** The brand gradient: what a page header without media shows, and what shows while its media loads. */
export const brandGradient = `linear-gradient(135deg, ${brandColors.navy} 0%, ${brandColors.sky} 55%, ${brandColors.teal} 100%)`;

/**
 * Navy under the text, fading to the page's accent on the right: every header reads the same way,
 * and pages of different families look different. The left half stays dark enough for white text.
 */
function overlayGradient(accent: BrandColor): string {
  return `linear-gradient(90deg, ${alpha(brandColors.navy, 0.92)} 0%, ${alpha(brandColors.navy, 0.78)} 50%, ${alpha(brandColors[accent], 0.7)} 100%)`;
}

/** The brand gradient of a header without a photograph, in the page's accent. */
export function accentGradient(accent: BrandColor): string {
  return accent === 'navy' ? brandGradient : `linear-gradient(120deg, ${brandColors.navy} 0%, ${brandColors.navy} 45%, ${brandColors[accent]} 100%)`;
}

/** Darkens the image or video under a page header so that white text keeps AA contrast whatever the picture. */
export function MediaOverlay({ accent = 'navy' }: { accent?: BrandColor }) {
  // On a phone the text runs the header's full width, so the overlay stays navy all the way across.
  return <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, background: { xs: overlayGradient('navy'), md: overlayGradient(accent) } }} />;
}
