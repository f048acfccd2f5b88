import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/section-heading';
import { headingIdFor, SectionShell } from '../../components/section-shell';
import type { SectionComponentProps } from '../../engine/section-registry';
import { toneBackgrounds } from '../../theme/theme';
import { STEP_CIRCLE_SIZE, StepItem } from './step-item';

/** Up to this many steps sit in one row on wide screens, joined by a line; more wrap and go without it. */
const MAX_STEPS_IN_ROW = 4;

/** A numbered sequence of steps in an ordered list, joined by a line through the numbers on wide screens. */
export default function StepsSection({ section, index }: SectionComponentProps<'steps'>) {
  const headingId = headingIdFor(section.id);
  const count = section.steps.length;
  const oneRow = count <= MAX_STEPS_IN_ROW;
  return (
    <SectionShell id={section.id} animate={index > 0} tone={section.tone} labelledBy={section.heading ? headingId : undefined}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <Box
        component="ol"
        sx={{
          position: 'relative',
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 5, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${oneRow ? count : 3}, minmax(0, 1fr))` },
          '&::before': oneRow
            ? {
                content: '""',
                display: { xs: 'none', md: 'block' },
                position: 'absolute',
                top: STEP_CIRCLE_SIZE / 2 - 1,
                // From the centre of the first column to the centre of the last.
                left: `calc(100% / ${count * 2})`,
                right: `calc(100% / ${count * 2})`,
                height: 2,
                bgcolor: 'secondary.main',
                opacity: 0.4,
              }
            : undefined,
        }}
      >
        {section.steps.map((step, stepIndex) => (
          <StepItem key={stepIndex} number={stepIndex + 1} step={step} ringColor={toneBackgrounds[section.tone]} />
        ))}
      </Box>
    </SectionShell>
  );
}
