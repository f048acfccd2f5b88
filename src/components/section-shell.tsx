import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type Tone, toneBackgrounds } from '../theme/theme';
import { colors } from '../theme/tokens';

type SectionShellProps = {
  id: string;
  tone?: Tone;
  /** id of the heading that names the section, for screen readers. */
  labelledBy?: string;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl' | false;
  /** Animate in on scroll. Pass `index > 0`: the first section of a page is already on screen and must not fade in. */
  animate?: boolean;
  /** Edge to edge, no container and no vertical padding: the section lays out its own content (page headers). */
  fullBleed?: boolean;
  /** Extra styles for the section element (e.g. a gradient background); merged after the defaults. */
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** The frame every content section sits in: anchor id, background tone, vertical rhythm, animate-in. */
export function SectionShell({ id, tone = 'plain', labelledBy, maxWidth = 'lg', animate = true, fullBleed = false, sx, children }: SectionShellProps) {
  const aos = animate ? { 'data-aos': 'fade-up' } : {};
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      {...(fullBleed ? aos : {})}
      sx={[
        {
          bgcolor: toneBackgrounds[tone],
          color: tone === 'dark' ? colors.onBrand : 'text.primary',
          py: fullBleed ? 0 : { xs: 6, md: 9 },
          scrollMarginTop: 88,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {fullBleed ? (
        children
      ) : (
        <Container maxWidth={maxWidth} {...aos}>
          {children}
        </Container>
      )}
    </Box>
  );
}

/** The id given to a section's heading, so SectionShell can point aria-labelledby at it (its own module, for the contact form island). */
export { headingIdFor } from './heading-id';
