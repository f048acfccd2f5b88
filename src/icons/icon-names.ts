import type { IconName } from './icon-registry';
import { iconSvg } from './icon-svg.generated';

export type { IconName };

/** The icons content may name: the registry's (icon-registry.ts), read from the generated markup so that checking a name loads neither React nor MUI. */
export const iconNames = Object.keys(iconSvg) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconSvg, name);
}

/** The inner SVG markup (paths) of a registry icon, as `npm run schema` rendered it. */
export function iconMarkup(name: IconName): string {
  return iconSvg[name];
}
