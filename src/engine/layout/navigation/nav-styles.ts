import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { shadows } from '../../../theme/tokens';

export const navLinkSx: SystemStyleObject<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1.25,
  py: 1,
  borderRadius: 1,
  color: 'text.primary',
  fontWeight: 600,
  fontSize: '0.95rem',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover': { color: 'secondary.main', bgcolor: 'grey.50' },
  '&[aria-current="page"]': { color: 'secondary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
};

export const panelSx: SystemStyleObject<Theme> = {
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 20,
  minWidth: 260,
  mt: 0.5,
  p: 1,
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: shadows.menu,
  border: '1px solid',
  borderColor: 'grey.100',
  listStyle: 'none',
  m: 0,
  // The last two entries of the row sit near the window's right edge: their menus open leftwards.
  'li:nth-last-of-type(-n+2) > &': { left: 'auto', right: 0 },
};

export const panelLinkSx: SystemStyleObject<Theme> = {
  display: 'block',
  px: 1.5,
  py: 1,
  borderRadius: 1,
  color: 'text.primary',
  textDecoration: 'none',
  fontSize: '0.95rem',
  '&:hover, &:focus-visible': { bgcolor: 'grey.50', color: 'secondary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
};

export const chevronSx: SystemStyleObject<Theme> = {
  width: 18,
  height: 18,
  transition: 'transform 150ms',
  '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
};
