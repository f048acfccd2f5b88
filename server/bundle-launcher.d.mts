/** server/bundle-launcher.mjs: bundles a program of this project and runs it with plain `node` (plain JavaScript: plain `node` runs it). */
export function ensureBundle(options: {
  root: string;
  outDir: string;
  entries: Record<string, string>;
  launcherFile: string;
  bundledPackages?: RegExp[];
  notBundled?: Set<string>;
}): Promise<{ files: Record<string, string>; built: boolean }>;
export function isReadOnlyError(error: unknown): string | undefined;
export const launchedBundleKey: unique symbol;
export function runBundle(files: Record<string, string>, main: string): Promise<void>;
export function runUnderTsx(file: string): Promise<void>;
