/** server/launch.mjs, the launcher of the precompiled server (plain JavaScript: plain `node` runs it). */
export function ensureBundle(options: { root: string; entry: string; outDir: string }): Promise<{ file: string; built: boolean }>;
