import site from 'virtual:site-data';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import { usePageLayout } from '../../engine/page-layout';
import type { SectionComponentProps } from '../../engine/section-registry';
import { telHref } from '../../format/tel-href';

const linkSx = { color: 'primary.main', fontWeight: 600, textUnderlineOffset: '0.2em', overflowWrap: 'anywhere' } as const;

/**
 * The page layout's address, e-mail and telephone numbers (content/site.json, the same details its
 * footer shows), each once: the address as text, the e-mail and the numbers as links a phone can
 * call, in three columns on wide screens.
 */
export default function ContactDetailsSection({ section, index }: SectionComponentProps<'contact-details'>) {
  const { contact } = site.layouts[usePageLayout()];
  const headingId = headingIdFor(section.id);
  const column = (heading: string, children: ReactNode) => (
    <Box sx={(theme) => ({ '& p': { color: theme.palette.text.secondary } })}>
      <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
  return (
    <SectionShell id={section.id} animate={index > 0} tone={section.tone} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
        {column(
          section.visitHeading,
          <Box component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', typography: 'body1' }}>
            {contact.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Box>,
        )}
        {column(
          section.emailHeading,
          <>
            <Typography variant="body1" sx={{ mb: 1 }}>
              <Box component="a" href={`mailto:${contact.email}`} sx={linkSx}>
                {contact.email}
              </Box>
            </Typography>
            {section.emailNote ? <Typography variant="body1">{section.emailNote}</Typography> : null}
          </>,
        )}
        {column(
          section.callHeading,
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, typography: 'body1' }}>
            {contact.phones.map((phone) => (
              <li key={phone}>
                <Box component="a" href={telHref(phone)} sx={linkSx}>
                  {phone}
                </Box>
              </li>
            ))}
          </Box>,
        )}
      </Box>
    </SectionShell>
  );
}
