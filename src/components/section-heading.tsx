import Typography from '@mui/material/Typography';
import { colors, tints } from '../theme/tokens';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  align?: 'left' | 'center';
  onDark?: boolean;
};

/** Eyebrow, level-2 heading and intro paragraph at the top of a section. */
export function SectionHeading({ id, eyebrow, heading, intro, align = 'center', onDark = false }: SectionHeadingProps) {
  if (!eyebrow && !heading && !intro) return null;
  return (
    <div style={{ textAlign: align, maxWidth: align === 'center' ? 760 : undefined, margin: align === 'center' ? '0 auto 40px' : '0 0 32px' }}>
      {eyebrow ? (
        <Typography variant="overline" component="p" sx={{ color: onDark ? colors.accentOnDark : 'secondary.main' }}>
          {eyebrow}
        </Typography>
      ) : null}
      {heading ? (
        <Typography id={id} variant="h2" component="h2" sx={{ mb: intro ? 2 : 0 }}>
          {heading}
        </Typography>
      ) : null}
      {intro ? (
        <Typography variant="body1" sx={{ color: onDark ? tints.onBrandMuted : 'text.secondary', fontSize: '1.1rem' }}>
          {intro}
        </Typography>
      ) : null}
    </div>
  );
}
