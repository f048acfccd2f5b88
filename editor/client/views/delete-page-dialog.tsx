import { Alert, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { deletePage } from '../actions/pages';
import type { UsagePlace } from '../form-types';
import { WhereUsed } from '../media-fields';
import { closeDialog } from '../state/ui-store';

/** Delete page…: what deleting cannot undo, and every link that will point nowhere. */
export function DeletePageDialog({ file, path, version, links }: { file: string; path: string; version: string; links: UsagePlace[] }) {
  return (
    <>
      <DialogTitle>Delete the page {path}?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          This deletes {file} from the disk. It cannot be undone in the editor (Undo covers changes inside a file, not deleting one); if the file is committed,
          git can bring it back.
        </Typography>
        {links.length > 0 ? (
          <Alert severity="warning" aria-label="Links to this page">
            <Typography variant="subtitle2" component="p">
              {links.length} link{links.length === 1 ? '' : 's'} to {path} will point nowhere; the validator reports them until they are changed:
            </Typography>
            <WhereUsed places={links} empty="" label={`Links to ${path}`} />
          </Alert>
        ) : (
          <Typography>No page, navigation or collection links to {path}.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={closeDialog}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => deletePage(file, version)}>
          Delete the page
        </Button>
      </DialogActions>
    </>
  );
}
