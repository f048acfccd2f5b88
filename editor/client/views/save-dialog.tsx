import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { save } from '../actions/save';
import type { BrokenUse } from '../form-types';
import { WhereUsed } from '../media-fields';
import { closeDialog } from '../state/ui-store';
import { FileDiff } from './file-diff';

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
        {/* The whole diff: the dialog scrolls, not the diff. */}
        <FileDiff diff={diff} label="Changes to be written" header={2} maxHeight="none" />
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
