import { disclosureButton, disclosureScope, type menuKind, type toggleKind } from '../chrome/disclosure-markup';

/**
 * The server markup of a closed disclosure button (start-chrome.ts opens and closes it): it names the
 * panel it controls, says it is collapsed, and tells the script how it closes.
 */
export function disclosureButtonProps(panelId: string, kind: typeof menuKind | typeof toggleKind) {
  return { type: 'button', 'aria-expanded': false, 'aria-controls': panelId, [disclosureButton]: kind } as const;
}

/** The element holding a disclosure's button and panel (see disclosureScope). */
export const disclosureScopeProps = { [disclosureScope]: '' } as const;

/** Panels are hidden by their `hidden` attribute; this keeps a panel's own `display` from overriding it. */
export const hiddenPanelSx = { '&[hidden]': { display: 'none' } } as const;
