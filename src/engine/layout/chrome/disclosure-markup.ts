/**
 * The attributes the server puts on the chrome's menu buttons and panels, and start-chrome.ts reads.
 * One list so the markup and the script cannot drift apart. Plain strings: start-chrome.ts imports
 * this file too and must stay free of React and MUI.
 */
export const disclosure = {
  /** On a button with aria-expanded and aria-controls: clicking it shows or hides the panel it controls. */
  button: 'data-disclosure',
  /** Value of `button` for a dropdown that closes when focus or a pointer press goes outside its scope. */
  menu: 'menu',
  /** Value of `button` for a panel that stays open until its button (or Escape) closes it. */
  toggle: 'toggle',
  /** The element holding a button and its panel: leaving it closes a menu; Escape inside it closes the panel. */
  scope: 'data-disclosure-scope',
  /** Optional labels of a button that names its action ("Open menu" / "Close menu"). */
  labelWhenOpen: 'data-label-open',
  labelWhenClosed: 'data-label-closed',
  /** A Media menu panel: filled in the browser from the categories call, its button enabled then. */
  mediaMenu: 'data-media-menu',
} as const;
