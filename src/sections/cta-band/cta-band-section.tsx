import Typography from '@mui/material/Typography';
import { ButtonRow } from '../../components/button-link';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { brandColors } from '../../theme/theme';

/** Navy to teal: white text keeps AA contrast across the whole band. */
const bandGradient = `linear-gradient(120deg, ${brandColors.navy} 0%, ${brandColors.teal} 100%)`;

/** A full-width coloured band: a heading, a sentence and one to three buttons, centred. */
export default function CtaBandSection({ section, index }: SectionComponentProps<'cta-band'>) {
  const headingId = headingIdFor(section.id);
  return (
    <SectionShell id={section.id} tone="dark" maxWidth="md" animate={index > 0} labelledBy={headingId} sx={{ background: bandGradient, textAlign: 'center' }}>
      <Typography id={headingId} variant="h2" component="h2">
        {section.heading}
      </Typography>
      {section.text ? (
        <Typography variant="body1" sx={{ mt: 2, fontSize: '1.15rem', opacity: 0.92 }}>
          {section.text}
        </Typography>
      ) : null}
      <ButtonRow buttons={section.buttons} align="center" />
    </SectionShell>
  );
}
