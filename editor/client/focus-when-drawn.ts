/**
 * Focuses the first control matching `selector` inside the element with id `id` once React has drawn
 * it. A list redraws with a deferred value (fields.tsx), so a new item may appear a few frames after
 * the click that added it: looked for on each animation frame, for about a second at most.
 */
export function focusWhenDrawn(id: string, selector: string, frames = 60): void {
  const seek = (left: number) => {
    const control = document.getElementById(id)?.querySelector<HTMLElement>(selector);
    if (control) control.focus();
    else if (left > 0) requestAnimationFrame(() => seek(left - 1));
  };
  requestAnimationFrame(() => seek(frames));
}
