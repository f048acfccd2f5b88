import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { Link } from '../../../../schemas/common';
import { SmartLink } from '../../../components/smart-link';

type LinkListProps = {
  links: readonly Link[];
  linkSx: SystemStyleObject<Theme>;
  listSx?: SystemStyleObject<Theme>;
  id?: string;
  hidden?: boolean;
  'aria-label'?: string;
};

/**
 * A plain list of content links: the shape of every menu panel and footer column. The links are styled
 * from the list, so links added in the browser (the Media menu's categories) look the same.
 */
export function LinkList({ links, linkSx, listSx, ...listProps }: LinkListProps) {
  return (
    <Box component="ul" {...listProps} sx={{ listStyle: 'none', m: 0, p: 0, '& > li > a': linkSx, ...listSx }}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <SmartLink href={link.href} newTab={link.newTab}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </Box>
  );
}
