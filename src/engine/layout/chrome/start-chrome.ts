import { siteConfig } from '../../../../site.config';
import { fillPathTemplate } from '../../../api/endpoint-url';
import { requestJson } from '../../../api/request-json';
import { disclosure } from './disclosure-markup';

/**
 * The behaviour of the server-rendered header, without a framework (docs/decisions/009-islands.md):
 * menu buttons show and hide their panels (the WAI-ARIA disclosure pattern: aria-expanded on the
 * button, `hidden` on the panel), Escape closes the innermost open panel around the focus and returns
 * focus to its button, and a dropdown closes when focus or a pointer press goes outside it. The
 * listeners are delegated to the document, so they serve whatever header the page has. Without this
 * script the panels stay reachable through CSS (index.html's <noscript> style).
 */

const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true';

const scopeOf = (button: HTMLElement): Element => button.closest(`[${disclosure.scope}]`) ?? button;

function openButtons(kind?: string): HTMLElement[] {
  const value = kind ? `="${kind}"` : '';
  return [...document.querySelectorAll<HTMLElement>(`[${disclosure.button}${value}][aria-expanded="true"]`)];
}

function setOpen(button: HTMLElement, open: boolean): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
  const label = button.getAttribute(open ? disclosure.labelWhenOpen : disclosure.labelWhenClosed);
  if (label) button.setAttribute('aria-label', label);
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${disclosure.button}]`) : null;
  if (button) setOpen(button, !isOpen(button));
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const focused = document.activeElement;
  // Document order puts a nested panel's button after its parent's: the last one found is the innermost.
  const innermost = openButtons()
    .filter((button) => scopeOf(button).contains(focused))
    .pop();
  if (!innermost) return;
  setOpen(innermost, false);
  innermost.focus();
}

/** Closes the open dropdowns that do not contain `target` (where focus went, or what was pressed). */
function closeMenusOutside(target: EventTarget | null): void {
  if (!(target instanceof Node)) return;
  for (const button of openButtons(disclosure.menu)) if (!scopeOf(button).contains(target)) setOpen(button, false);
}

type Category = { id: string | number; title: string };

function isCategory(value: unknown): value is Category {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title } = value as Record<string, unknown>;
  const validId = (typeof id === 'number' && Number.isInteger(id) && id >= 0) || (typeof id === 'string' && /^[\w-]+$/.test(id));
  return validId && typeof title === 'string' && title !== '';
}

/** The categories of a `{ status: 200, records: [{ id, title }] }` answer (spec §7), or undefined for any other answer. */
function categoriesOf(body: unknown): Category[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { status, records } = body as Record<string, unknown>;
  if (status !== 200 || !Array.isArray(records) || !records.every(isCategory)) return undefined;
  return records;
}

/**
 * Fills the Media menus (the row's and the small-screen one) with one link per blog category, labelled
 * with its title, and enables their buttons (spec §2, §4). Any other answer, or a failed call, leaves
 * them as the server rendered them, without a word (spec §8).
 */
export async function fillMediaMenus(): Promise<void> {
  const panels = document.querySelectorAll<HTMLElement>(`[${disclosure.mediaMenu}]`);
  if (panels.length === 0) return;
  let categories: Category[] | undefined;
  try {
    const response = await requestJson(fillPathTemplate(siteConfig.api.endpoints.categories));
    categories = response.ok ? categoriesOf(response.body) : undefined;
  } catch {
    return;
  }
  if (!categories || categories.length === 0) return;
  for (const panel of panels) {
    const list = panel instanceof HTMLUListElement ? panel : panel.querySelector('ul');
    if (!list || list.childElementCount > 0) continue;
    for (const category of categories) {
      const link = document.createElement('a');
      link.href = fillPathTemplate(siteConfig.blog.categoryPath, { catId: String(category.id) });
      link.textContent = category.title;
      list.append(document.createElement('li'));
      list.lastElementChild?.append(link);
    }
    for (const button of document.querySelectorAll<HTMLButtonElement>(`button[aria-controls="${panel.id}"]`)) button.disabled = false;
  }
}

const startedMark = 'data-chrome-started';

/** Starts the header's behaviour and fills the Media menu. Safe on any page and when called again. */
export function startChrome(): void {
  const root = document.documentElement;
  if (root.hasAttribute(startedMark)) return;
  root.setAttribute(startedMark, '');
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusout', (event) => {
    // Focus leaving the window (relatedTarget null) keeps the menu as it was, for when the visitor comes back.
    if (event.relatedTarget) closeMenusOutside(event.relatedTarget);
  });
  document.addEventListener('pointerdown', (event) => closeMenusOutside(event.target));
  void fillMediaMenus();
}
