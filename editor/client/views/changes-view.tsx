import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { get, post } from '../api';
import { FileDiff } from './file-diff';
import { PublishDialog } from './publish-dialog';
import type { ChangedFile, ChangesAnswer } from './publish-types';

const CHANGE_WORDS: Record<ChangedFile['change'], string> = { added: 'new', modified: 'changed', deleted: 'deleted' };
const size = (bytes: number | undefined) => (bytes === undefined ? 'none' : bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KB`);

/** One changed file: its diff (or an image's sizes), and Revert, which asks first. */
function ChangedFileItem({ changed, onRevert }: { changed: ChangedFile; onRevert: (changed: ChangedFile) => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const revertButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);
  const headingId = `change-${changed.file.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ listStyle: 'none', mb: 2, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
          {changed.file} ({CHANGE_WORDS[changed.change]})
        </Typography>
        {!confirming && (
          <Button ref={revertButton} size="small" color="error" onClick={() => setConfirming(true)} aria-label={`Revert ${changed.file}`}>
            Revert…
          </Button>
        )}
      </Box>
      {confirming && (
        <Alert
          severity="warning"
          role="group"
          aria-label={`Revert ${changed.file}?`}
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => revertButton.current?.focus());
                }}
              >
                Keep it
              </Button>
              <Button ref={confirm} size="small" color="error" variant="contained" onClick={() => void onRevert(changed)}>
                Revert
              </Button>
            </Box>
          }
        >
          {changed.change === 'added'
            ? `Revert deletes ${changed.file}: the last commit does not have it.`
            : `Revert takes ${changed.file} back to the last commit; this change is lost.`}
        </Alert>
      )}
      {changed.diff !== undefined ? (
        <FileDiff diff={changed.diff} label={`Changes to ${changed.file}`} />
      ) : (
        <Typography variant="body2">
          An image: {size(changed.before)} in the last commit, {size(changed.after)} on disk.
        </Typography>
      )}
    </Box>
  );
}

/**
 * The Changes view (issue 29 item 1, decision 033): every content and image file that differs from the
 * last commit, each with its diff and Revert (asked first); the unsaved drafts of this browser apart
 * (Publish takes only what is saved); and Publish.
 */
export function ChangesView({
  open,
  drafts,
  onClose,
  onStatus,
  onDiskChanged,
}: {
  open: boolean;
  /** The files with an unsaved draft in this browser. */
  drafts: string[];
  onClose: () => void;
  /** Writes the editor's status line. */
  onStatus: (text: string) => void;
  /** A file on disk changed (a Revert, a Publish that brought the remote's files): the editor reloads what it shows. */
  onDiskChanged: (files: string[]) => void;
}) {
  const [answer, setAnswer] = useState<ChangesAnswer>();
  const [error, setError] = useState<string>();
  const [publishing, setPublishing] = useState(false);
  const load = useCallback(async () => {
    try {
      setAnswer(await get<ChangesAnswer>('/api/changes'));
      setError(undefined);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, []);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const revert = async (changed: ChangedFile) => {
    try {
      await post('/api/changes/revert', { file: changed.file, version: changed.version });
      onStatus(`Reverted ${changed.file} to the last commit.`);
      onDiskChanged([changed.file]);
    } catch (caught) {
      onStatus(`${changed.file} was not reverted: ${caught instanceof Error ? caught.message : String(caught)}`);
    }
    await load();
  };

  const files = answer?.files ?? [];
  return (
    <>
      <Dialog open={open && !publishing} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="changes-title">
        <DialogTitle id="changes-title">Changes</DialogTitle>
        <DialogContent>
          {error && <Alert severity="error">{error}</Alert>}
          {answer === undefined && !error && <Typography>Reading the changes…</Typography>}
          {answer && (
            <>
              <Typography sx={{ mb: 2 }}>
                {files.length === 0
                  ? 'No content or image file differs from the last commit.'
                  : `${files.length} file${files.length === 1 ? '' : 's'} changed since the last commit (content/ and public/img/ only).`}
                {answer.target ? ` Publish sends them to ${answer.target.remote}/${answer.target.branch}.` : ''}
              </Typography>
              {answer.problem && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {answer.problem}
                </Alert>
              )}
              {answer.refused.length > 0 && (
                <Alert severity="warning" sx={{ mb: 2 }} aria-label="Not published">
                  Left out, and Publish is refused until they are removed:
                  {answer.refused.map((item) => (
                    <Box key={item.file}>{item.message}</Box>
                  ))}
                </Alert>
              )}
              {files.length > 0 && (
                <Box component="ul" aria-label="Changed files" sx={{ p: 0, m: 0 }}>
                  {files.map((changed) => (
                    <ChangedFileItem key={`${changed.file}:${changed.version}`} changed={changed} onRevert={revert} />
                  ))}
                </Box>
              )}
            </>
          )}
          <Box component="section" aria-labelledby="drafts-title" sx={{ mt: 2 }}>
            <Typography id="drafts-title" component="h3" variant="subtitle2">
              Unsaved drafts ({drafts.length})
            </Typography>
            {drafts.length === 0 ? (
              <Typography variant="body2">None.</Typography>
            ) : (
              <>
                <Typography variant="body2">Kept in this browser only; Publish does not take them until they are saved.</Typography>
                <Box component="ul" aria-label="Unsaved drafts" sx={{ m: 0, pl: 2 }}>
                  {drafts.map((file) => (
                    <li key={file}>{file}</li>
                  ))}
                </Box>
              </>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" disabled={files.length === 0 || !answer?.target || (answer?.refused.length ?? 0) > 0} onClick={() => setPublishing(true)}>
            Publish…
          </Button>
        </DialogActions>
      </Dialog>
      {answer?.target && (
        <PublishDialog
          open={publishing}
          target={answer.target}
          configuredAuthor={answer.author}
          files={files.map((changed) => changed.file)}
          onStatus={onStatus}
          onCancel={() => setPublishing(false)}
          onPublished={(brought) => {
            setPublishing(false);
            onDiskChanged(brought);
            onClose();
          }}
        />
      )}
    </>
  );
}
