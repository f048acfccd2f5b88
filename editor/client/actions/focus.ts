/** The form's heading: where focus goes when a file is opened from the list, after a save and after a discard (B9). */
export const FORM_HEADING_ID = 'editor-form-heading';

export const focusFormHeading = () => requestAnimationFrame(() => document.getElementById(FORM_HEADING_ID)?.focus());
