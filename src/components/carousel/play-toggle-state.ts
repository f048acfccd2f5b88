import { carouselMessages } from '../../messages/carousel-messages';

/** The icons of the pause/play control (24 px view box). */
export const playToggleGlyphs = { pause: 'M6 19h4V5H6zm8-14v14h4V5z', play: 'M8 5v14l11-7z' } as const;

/** Marks the control in the server markup, its icon path and its visible text, for the script that drives it. */
export const playToggleMarkers = { button: 'data-carousel-toggle', text: 'data-carousel-toggle-text' } as const;

/**
 * Shows on the server-rendered control what pressing it will do: "Pause slideshow" with the pause icon
 * while the slides turn, "Play slideshow" with the play icon while they stand still.
 */
export function showPlayToggleState(button: HTMLElement, playing: boolean): void {
  const label = playing ? carouselMessages.pause : carouselMessages.play;
  button.setAttribute('aria-label', label);
  button.querySelector('path')?.setAttribute('d', playing ? playToggleGlyphs.pause : playToggleGlyphs.play);
  const text = button.querySelector(`[${playToggleMarkers.text}]`);
  if (text) text.textContent = label;
}
