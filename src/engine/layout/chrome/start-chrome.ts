/**
 * Placeholder, replaced by the islands-chrome branch: starts the framework-free site chrome (menus,
 * the Media menu's categories). Called once by src/entry-client.ts.
 */
export function startChrome(): void {}
