import Box from '@mui/material/Box';

/**
 * A bulleted list whose markers are check-circles drawn in CSS: decorative, so they need no icon from
 * the page's icon set and say nothing to screen readers (the list semantics do).
 */
export function CheckList({ items }: { items: string[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 2,
        display: 'grid',
        gap: 1.25,
        '& > li': { position: 'relative', pl: 4.5, lineHeight: 1.6 },
        '& > li::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          top: '0.15em',
          width: 22,
          height: 22,
          borderRadius: '50%',
          bgcolor: 'secondary.main',
        },
        '& > li::after': {
          content: '""',
          position: 'absolute',
          left: 8,
          top: 'calc(0.15em + 5px)',
          width: 6,
          height: 10,
          borderRight: '2px solid',
          borderBottom: '2px solid',
          borderColor: 'common.white',
          transform: 'rotate(45deg)',
        },
      }}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}
