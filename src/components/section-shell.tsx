import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { toneBackgrounds, type Tone } from '../theme/theme';

type SectionShellProps = {
  id: string;
  tone?: Tone;
  /** id of the heading that names the section, for screen readers. */
  labelledBy?: string;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl' | false;
  children: ReactNode;
};

/** The frame every content section sits in: anchor id, background tone, vertical rhythm, animate-in. */
export function SectionShell({ id, tone = 'plain', labelledBy, maxWidth = 'lg', children }: SectionShellProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={{
        bgcolor: toneBackgrounds[tone],
        color: tone === 'dark' ? '#FFFFFF' : 'text.primary',
        py: { xs: 6, md: 9 },
        scrollMarginTop: 88,
      }}
    >
      <Container maxWidth={maxWidth} data-aos="fade-up">
        {children}
      </Container>
    </Box>
  );
}

/** The id given to a section's heading, so SectionShell can point aria-labelledby at it. */
export function headingIdFor(sectionId: string): string {
  return `${sectionId}-heading`;
}
