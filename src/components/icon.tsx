import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { createContext, useContext } from 'react';

/** SVG markup of the icons a page uses, keyed by icon name; filled by the build (see src/common/page-data.ts). */
export const PageIconsContext = createContext<Readonly<Record<string, string>>>({});

type IconProps = { name: string; sx?: SxProps<Theme>; fontSize?: number | string };

/** A decorative icon from the page's icon set. Icons never carry meaning alone, so they are hidden from screen readers. */
export function Icon({ name, sx, fontSize = 28 }: IconProps) {
  const icons = useContext(PageIconsContext);
  const markup = icons[name];
  if (markup === undefined) throw new Error(`Icon "${name}" is not in this page's icon set`);
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      sx={{ width: fontSize, height: fontSize, fill: 'currentColor', flexShrink: 0, ...sx }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG paths from the curated icon registry, turned into markup at build time; never content text
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
