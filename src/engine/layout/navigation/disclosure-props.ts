import { disclosure } from '../chrome/disclosure-markup';

type DisclosureKind = typeof disclosure.menu | typeof disclosure.toggle;

/**
 * The server markup of a closed disclosure button (start-chrome.ts opens and closes it): it names the
 * panel it controls, says it is collapsed, and tells the script how it closes.
 */
export function disclosureButtonProps(panelId: string, kind: DisclosureKind) {
  return { type: 'button', 'aria-expanded': false, 'aria-controls': panelId, [disclosure.button]: kind } as const;
}

/** The element holding a disclosure's button and panel (see disclosure.scope). */
export const disclosureScopeProps = { [disclosure.scope]: '' } as const;

/** Panels are hidden by their `hidden` attribute; this keeps a panel's own `display` from overriding it. */
export const hiddenPanelSx = { '&[hidden]': { display: 'none' } } as const;
