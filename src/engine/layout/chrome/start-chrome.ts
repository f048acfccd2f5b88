import { siteConfig } from '../../../../site.config';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { requestJson } from '../../../api/request-json';
import { disclosureButton, disclosureScope, mediaMenu, menuKind } from './disclosure-markup';

/**
 * The behaviour of the server-rendered header, without a framework (docs/decisions/009-islands.md):
 * menu buttons show and hide their panels (the WAI-ARIA disclosure pattern: aria-expanded on the
 * button, `hidden` on the panel), Escape closes the innermost open panel around the focus and returns
 * focus to its button, and a dropdown closes when focus or a pointer press goes outside it. The
 * listeners are delegated to the document, so they serve whatever header the page has. Without this
 * script the panels stay reachable through CSS (index.html's <noscript> style) and the small-screen
 * menu is the browser's popover, which this script takes over.
 */

const expanded = 'aria-expanded';

const scopeOf = (button: Element): Element => button.closest(`[${disclosureScope}]`) ?? button;

/** The open disclosure buttons (of one kind), in document order: a nested panel's button comes after its parent's. */
const openButtons = (kind = '') => [...document.querySelectorAll<HTMLElement>(`[${disclosureButton}${kind}][${expanded}=true]`)];

function setOpen(button: Element, open: boolean): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  button.setAttribute(expanded, String(open));
  panel.hidden = !open;
}

/** Closes the open dropdowns that do not contain `target` (where focus went, or what was pressed). */
function closeMenusOutside(target: EventTarget | null): void {
  if (target instanceof Node) for (const button of openButtons(`="${menuKind}"`)) if (!scopeOf(button).contains(target)) setOpen(button, false);
}

type Category = { id: string | number; title: string };

/** A `{ id, title }` record of the categories call (spec §7): a non-negative integer or word id, a non-empty title. */
function isCategory(record: unknown): record is Category {
  const { id, title } = (record ?? {}) as Record<string, unknown>;
  return (
    (typeof id === 'number' ? Number.isInteger(id) && id >= 0 : typeof id === 'string' && /^[\w-]+$/.test(id)) && typeof title === 'string' && title !== ''
  );
}

/**
 * Fills the Media menus (the row's and the small-screen one) with one link per blog category, labelled
 * with its title, and enables their buttons (spec §2, §4), when the call answers `{ status: 200,
 * records }`. Any other answer, or a failed call, leaves them as the server rendered them, without a
 * word (spec §8).
 */
export async function fillMediaMenus(): Promise<void> {
  const panels = document.querySelectorAll<HTMLElement>(`[${mediaMenu}]`);
  // Filled by the reference server already (server/blog/media-menu.ts): nothing to ask, nothing to add twice.
  if (panels.length === 0 || [...panels].some((panel) => panel.querySelector('li') !== null)) return;
  let body: unknown;
  try {
    const response = await requestJson(fillPathTemplate(siteConfig.api.endpoints.categories));
    if (!response.ok) return;
    body = response.body;
  } catch {
    return;
  }
  // Read as a record only to look at two fields, each checked before use.
  const { status, records } = (body ?? {}) as Record<string, unknown>;
  if (status !== 200 || !Array.isArray(records) || records.length === 0 || !records.every(isCategory)) return;
  for (const panel of panels) {
    const list = panel.querySelector('ul') ?? panel;
    for (const category of records) {
      const link = list.appendChild(document.createElement('li')).appendChild(document.createElement('a'));
      link.href = fillPathTemplate(siteConfig.blog.categoryPath, { catId: String(category.id) });
      link.textContent = category.title;
    }
    for (const button of document.querySelectorAll<HTMLButtonElement>(`[aria-controls="${panel.id}"]`)) button.disabled = false;
  }
}

const startedMark = 'data-chrome-started';

/** Whether a popover is showing; false where the browser has no popovers (the selector is then unknown). */
function isOpenPopover(panel: HTMLElement): boolean {
  try {
    return panel.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * The small-screen menu is also a popover its toggle opens without a script (site-header.tsx): from
 * here on the disclosure is the script's, so the popover goes (closed first, should it be open: its
 * panel then shows through the script, with the button saying so).
 */
function takeOverPopover(button: Element): void {
  const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
  button.removeAttribute('popovertarget');
  if (!panel?.hasAttribute('popover')) return;
  const wasOpen = isOpenPopover(panel);
  if (wasOpen) panel.hidePopover();
  panel.removeAttribute('popover');
  setOpen(button, wasOpen);
}

const takeOverPopovers = () => {
  for (const button of document.querySelectorAll(`[${disclosureButton}][popovertarget]`)) takeOverPopover(button);
};

/** Starts the header's behaviour and fills the Media menu. Safe on any page, and when called again. */
export function startChrome(): void {
  const root = document.documentElement;
  if (root.hasAttribute(startedMark)) return;
  root.setAttribute(startedMark, '');
  takeOverPopovers();
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element && event.target.closest(`[${disclosureButton}]`);
    if (!button) return;
    // A header added after the start (not the server's): its popover is taken over on first use, before
    // the browser's own toggle runs (after this listener), which then finds nothing to toggle.
    if (button.hasAttribute('popovertarget')) takeOverPopover(button);
    setOpen(button, button.getAttribute(expanded) !== 'true');
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const innermost = openButtons()
      .filter((button) => scopeOf(button).contains(document.activeElement))
      .pop();
    if (innermost) {
      setOpen(innermost, false);
      innermost.focus();
    }
  });
  // Focus leaving the window (no relatedTarget) keeps the menu as it was, for when the visitor comes back.
  document.addEventListener('focusout', (event) => closeMenusOutside(event.relatedTarget));
  document.addEventListener('pointerdown', (event) => closeMenusOutside(event.target));
  void fillMediaMenus();
}
