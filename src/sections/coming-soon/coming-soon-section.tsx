import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../components/button-link';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';

/** A placeholder page body: the message, centred in generous whitespace, with an optional sentence and buttons. */
export default function ComingSoonSection({ section, index }: SectionComponentProps<'coming-soon'>) {
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} maxWidth="md" animate={index > 0} labelledBy={headingId} sx={{ py: { xs: 12, md: 18 }, textAlign: 'center' }}>
      <Typography id={headingId} variant="h2" component="h2">
        {section.heading}
      </Typography>
      {section.text ? (
        <Typography variant="body1" sx={{ mt: 2, color: 'text.secondary', fontSize: '1.15rem' }}>
          {section.text}
        </Typography>
      ) : null}
      <ButtonRow buttons={section.buttons} align="center" />
    </SectionShell>
  );
}
