import Box from '@mui/material/Box';
import { darken, lighten } from '@mui/material/styles';
import type { ReactNode } from 'react';

const icons = {
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
} as const;

type NoticeProps = { severity: keyof typeof icons; title?: string; children: ReactNode };

/**
 * A warning or error message, announced to screen readers (role="alert"). It looks like MUI's
 * standard Alert, which brought an icon button, ButtonBase and the ripple (about 5 KB gzipped) for a
 * close action the site never offers.
 */
export function Notice({ severity, title, children }: NoticeProps) {
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        padding: '6px 16px',
        borderRadius: `${theme.shape.borderRadius}px`,
        color: darken(theme.palette[severity].light, 0.6),
        backgroundColor: lighten(theme.palette[severity].light, 0.9),
      })}
    >
      <Box aria-hidden="true" sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9, color: `${severity}.main` }}>
        <Box component="svg" viewBox="0 0 24 24" focusable="false" sx={{ width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', userSelect: 'none' }}>
          <path d={icons[severity]} />
        </Box>
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>
        {title ? (
          <Box sx={(theme) => ({ ...theme.typography.body1, fontWeight: theme.typography.fontWeightMedium, mt: '-2px', mb: '0.35em' })}>{title}</Box>
        ) : null}
        {children}
      </Box>
    </Box>
  );
}
