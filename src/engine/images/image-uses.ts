/**
 * Where a content image is shown decides which widths the build makes of it and the `sizes` the
 * browser picks one with. The build stamps each image with its use (see normalize-page.ts), the
 * validator warns about a photo narrower than its use shows it, and this file is the one table both
 * read. Widths are in CSS pixels; the layout numbers follow the theme (Container lg = 1200 px wide
 * with 24 px gutters, breakpoints sm 600, md 900, lg 1200).
 */
import type { ImageUse } from '../../../schemas/define-section-type';
import { imageUseAt } from '../../../schemas/section';

export type { ImageUse };
/** The use of an image by its place, from the definition of the section type it is in (its `images`). */
export { imageUseAt };

type UseRule = {
  /** The widest the image is drawn, in CSS pixels (a hero: a 1920 px desktop). */
  largest: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
};

const USES: Record<ImageUse, UseRule> = {
  hero: { largest: 1920, sizes: '100vw' },
  illustration: { largest: 440, sizes: '440px' },
  // Cards: one a row on phones, two on tablets, `columns` from 900 px (see cardSizes).
  card: { largest: 600, sizes: '(min-width: 1200px) 368px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw' },
  text: { largest: 600, sizes: '(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw' },
  badge: { largest: 128, sizes: '(min-width: 900px) 128px, 96px' },
  logo: { largest: 168, sizes: '168px' },
  content: { largest: 1152, sizes: '(min-width: 1200px) 1152px, 100vw' },
};

/** The widths the build can make of a photo, in pixels: phones at 1×–3×, tablets, desktops, 2× desktops. */
const VARIANT_WIDTHS = [320, 480, 640, 750, 960, 1280, 1600, 1920, 2560] as const;

/** The widest a use draws an image, in CSS pixels: a photo narrower than this looks soft there. */
export function largestWidthOf(use: ImageUse): number {
  return USES[use].largest;
}

/** The `sizes` attribute of a use; cards follow their grid's number of columns on desktops. */
export function sizesOf(use: ImageUse, columns?: number): string {
  if (use === 'card' && columns !== undefined && columns !== 3) {
    const desktop = Math.ceil((1152 - (columns - 1) * 24) / columns);
    return `(min-width: 1200px) ${desktop}px, (min-width: 900px) ${Math.floor(100 / columns)}vw, (min-width: 600px) 50vw, 100vw`;
  }
  return USES[use].sizes;
}

/**
 * The widths made of an image `intrinsic` pixels wide for a use: every step of VARIANT_WIDTHS up to
 * twice the widest the use draws it (2× screens), never wider than the file itself; the file's own
 * width closes the list when it falls between two steps, so that the sharpest variant is not lost.
 */
export function variantWidthsFor(intrinsic: number, use: ImageUse): number[] {
  const wanted: number = VARIANT_WIDTHS.find((width) => width >= 2 * USES[use].largest) ?? 2560;
  const limit = Math.min(intrinsic, wanted);
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width <= limit);
  if (intrinsic < wanted && widths[widths.length - 1] !== intrinsic) widths.push(intrinsic);
  return widths;
}
