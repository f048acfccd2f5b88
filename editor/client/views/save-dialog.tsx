import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { colors } from '../../../src/theme/tokens';
import { save } from '../actions/save';
import type { BrokenUse } from '../form-types';
import { WhereUsed } from '../media-fields';
import { closeDialog } from '../state/ui-store';

function DiffView({ diff }: { diff: string }) {
  const lines = diff.split('\n').slice(2);
  return (
    <Box component="pre" sx={{ fontSize: 13, overflow: 'auto', m: 0 }} aria-label="Changes to be written" tabIndex={0}>
      {lines.map((line, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one diff, never reordered.
          key={index}
          component="span"
          sx={{ display: 'block', bgcolor: line.startsWith('+') ? colors.diffAdded : line.startsWith('-') ? colors.diffRemoved : undefined }}
        >
          {line || ' '}
        </Box>
      ))}
    </Box>
  );
}

/** Save…'s second step: the lines that will change, and what the change removes or renames that other places use. */
export function SaveDialog({ file, diff, expect, breaks }: { file: string | undefined; diff: string; expect: string; breaks: BrokenUse[] }) {
  return (
    <>
      <DialogTitle>Save {file}?</DialogTitle>
      <DialogContent>
        {breaks.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} aria-label="Used elsewhere">
            <Typography variant="subtitle2" component="p">
              This change removes or renames what other places use:
            </Typography>
            {breaks.map((broken) => (
              <Box key={broken.what} sx={{ mt: 1 }}>
                <Typography variant="body2">{broken.what}, used by:</Typography>
                <WhereUsed places={broken.usedBy} empty="" label={`Uses of ${broken.what}`} />
              </Box>
            ))}
          </Alert>
        )}
        <DiffView diff={diff} />
      </DialogContent>
      <DialogActions>
        <Button onClick={closeDialog}>Cancel</Button>
        <Button variant="contained" onClick={() => save(true, expect)}>
          Write these changes
        </Button>
      </DialogActions>
    </>
  );
}
