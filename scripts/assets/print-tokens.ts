/**
 * The design tokens' colours as shell assignments, for the asset generators (generate-assets.sh,
 * generate-blog-images.sh), which `eval` this output instead of keeping a copy of the palette:
 * the brand colours by name (NAVY='#0B2545'), the roles as COLOR_<ROLE> (COLOR_ON_BRAND='#FFFFFF').
 */
import { brandColors, colors } from '../../src/theme/tokens';

const screaming = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

export function tokenAssignments(): string {
  return [
    ...Object.entries(brandColors).map(([name, value]) => `${screaming(name)}='${value}'`),
    ...Object.entries(colors).map(([name, value]) => `COLOR_${screaming(name)}='${value}'`),
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) console.log(tokenAssignments());
