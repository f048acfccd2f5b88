import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Link } from '../../../../schemas/common';
import { SmartLink } from '../../../components/smart-link';

type LinkListProps = {
  links: readonly Link[];
  linkSx: SxProps<Theme>;
  listSx?: SxProps<Theme>;
  id?: string;
  hidden?: boolean;
  'aria-label'?: string;
};

/** A plain list of content links: the shape of every menu panel and footer column. */
export function LinkList({ links, linkSx, listSx, ...listProps }: LinkListProps) {
  return (
    <Box component="ul" {...listProps} sx={{ listStyle: 'none', m: 0, p: 0, ...listSx }}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <Box component={SmartLink} href={link.href} newTab={link.newTab} sx={linkSx}>
            {link.label}
          </Box>
        </li>
      ))}
    </Box>
  );
}
