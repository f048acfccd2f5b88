/**
 * The attributes the server puts on the chrome's menu buttons and panels, and start-chrome.ts reads:
 * one list so the markup and the script cannot drift apart. Separate string constants, so the bundler
 * inlines them into the script (which stays free of React and MUI).
 */

/** On a button with aria-expanded and aria-controls: clicking it shows or hides the panel it controls. */
export const disclosureButton = 'data-disclosure';
/** Value of disclosureButton for a dropdown that closes when focus or a pointer press goes outside its scope. */
export const menuKind = 'menu';
/** Value of disclosureButton for a panel that stays open until its button (or Escape) closes it. */
export const toggleKind = 'toggle';
/** The element holding a button and its panel: leaving it closes a menu; Escape inside it closes the panel. */
export const disclosureScope = 'data-disclosure-scope';
/** A Media menu panel: filled in the browser from the categories call, its button enabled then. */
export const mediaMenu = 'data-media-menu';
