import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SiteLayout, SocialProfile } from '../../../schemas/site';
import { telHref } from '../../format/tel-href';
import { chromeMessages } from '../../messages/chrome-messages';
import { colors, tints } from '../../theme/tokens';
import { LinkList } from './navigation/link-list';
import { SocialLinks } from './navigation/social-links';

const footerLinkSx = { color: tints.onBrandMuted, textDecoration: 'none', '&:hover': { color: colors.onBrand, textDecoration: 'underline' } } as const;

type SiteFooterProps = { layout: SiteLayout; social: readonly SocialProfile[] };

/** The footer of a layout: its logo, about text, its own contact details (the same the layout's contact page shows), links and legal bar. */
export function SiteFooter({ layout, social }: SiteFooterProps) {
  const { footer, brand, contact } = layout;
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: colors.onBrand, pt: 8, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: `1.4fr repeat(${footer.columns.length}, 1fr)` } }}>
          <div>
            <img src={brand.logoLight ?? brand.logo} alt={brand.name} width={160} height={40} loading="lazy" style={{ height: 40, width: 'auto' }} />
            {footer.about ? (
              <Box component="p" sx={{ color: tints.onBrandMuted, maxWidth: 360 }}>
                {footer.about}
              </Box>
            ) : null}
            <Box component="address" sx={{ fontStyle: 'normal', color: tints.onBrandMuted, lineHeight: 1.7 }}>
              {contact.address.map((line) => (
                <div key={line}>{line}</div>
              ))}
              <div>
                <Box component="a" href={`mailto:${contact.email}`} sx={footerLinkSx}>
                  {contact.email}
                </Box>
              </div>
              {contact.phones.map((phone) => (
                <div key={phone}>
                  <Box component="a" href={telHref(phone)} sx={footerLinkSx}>
                    {phone}
                  </Box>
                </div>
              ))}
            </Box>
            <SocialLinks profiles={social} onDark sx={{ mt: 2, ml: -1 }} />
          </div>
          {footer.columns.map((column) => (
            <Box component="nav" key={column.heading} aria-label={column.heading}>
              <Box component="h2" sx={{ fontSize: '1rem', fontWeight: 700, mt: 0, mb: 2 }}>
                {column.heading}
              </Box>
              <LinkList links={column.links} linkSx={footerLinkSx} listSx={{ display: 'grid', gap: 1 }} />
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: `1px solid ${tints.onBrandRule}`,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            fontSize: '0.9rem',
          }}
        >
          <Box component="p" sx={{ m: 0, color: tints.onBrandMuted }}>
            {footer.copyright}
          </Box>
          <LinkList aria-label={chromeMessages.legalLinks} links={footer.legalLinks} linkSx={footerLinkSx} listSx={{ display: 'flex', gap: 3 }} />
        </Box>
      </Container>
    </Box>
  );
}
