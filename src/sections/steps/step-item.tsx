import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Icon } from '../../components/icon';

/** Diameter of the number circle; the connecting line runs through its centre. */
export const STEP_CIRCLE_SIZE = 64;

type StepItemProps = {
  number: number;
  step: { title: string; text: string; icon?: string | undefined };
  /** The section's background: a ring of it around the circle makes the connecting line pass behind. */
  ringColor: string;
};

/** One step of the sequence: its number in a circle, an optional icon, the title and the text. */
export function StepItem({ number, step, ringColor }: StepItemProps) {
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
      <Box
        component="span"
        sx={{
          position: 'relative',
          zIndex: 1,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: STEP_CIRCLE_SIZE,
          height: STEP_CIRCLE_SIZE,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '1.5rem',
          fontWeight: 800,
          boxShadow: `0 0 0 8px ${ringColor}`,
        }}
      >
        {number}
      </Box>
      {step.icon ? <Icon name={step.icon} fontSize={32} sx={{ color: 'secondary.main', mt: 1 }} /> : null}
      <Typography variant="h3" component="h3">
        {step.title}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', maxWidth: 340 }}>
        {step.text}
      </Typography>
    </Box>
  );
}
