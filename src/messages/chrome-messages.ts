/** The words of the site's frame on every page: skip link, navigation, menus, footer, breadcrumb. Not content: the manifest has no place for them. */
export const chromeMessages = {
  skipLink: 'Skip to main content',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** The accessible name of the button that opens a dropdown, e.g. "Our Divisions menu". */
  submenu: (label: string) => `${label} menu`,
  /** Said after the name of a link that opens a new tab. */
  newTabNote: '(opens in a new tab)',
  legalLinks: 'Legal',
  breadcrumb: 'Breadcrumb',
} as const;
