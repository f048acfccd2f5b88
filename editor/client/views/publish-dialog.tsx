import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ApiError, post } from '../api';
import type { EditorIssue } from '../form-types';
import { ChangeList } from '../merge-dialog';
import { changes } from '../state/merge';
import type { Author, PublishConflict, Published, PublishRefusal, PublishTarget } from './publish-types';

/** The author entered once in this editor when git's configuration names none (this browser's storage; no credential, only a name and an email). */
const AUTHOR_KEY = 'site-editor-author';

function storedAuthor(): Author {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTHOR_KEY) ?? '{}') as Partial<Author>;
    return { name: typeof stored.name === 'string' ? stored.name : '', email: typeof stored.email === 'string' ? stored.email : '' };
  } catch {
    return { name: '', email: '' };
  }
}

const parsed = (text: string | undefined): { value: unknown } | undefined => {
  if (text === undefined) return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

/** A file the remote changed too: what each side changed since the last commit (the merge dialog's lists), and the choice of the side to keep. */
function ConflictChoice({ conflict, side, onChoose }: { conflict: PublishConflict; side?: 'mine' | 'theirs'; onChoose: (side: 'mine' | 'theirs') => void }) {
  const [base, mine, theirs] = [parsed(conflict.base), parsed(conflict.mine), parsed(conflict.theirs)];
  return (
    <Box component="section" aria-label={`Both changed ${conflict.file}`} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {conflict.file}
      </Typography>
      {base && mine && theirs ? (
        <>
          <ChangeList label="Changed on the remote" list={changes(base.value, theirs.value)} />
          <ChangeList label="Changed here" list={changes(base.value, mine.value)} />
        </>
      ) : (
        <>
          <Typography variant="body2">On the remote: {conflict.theirs ?? '(deleted)'}</Typography>
          <Typography variant="body2">Here: {conflict.mine ?? '(deleted)'}</Typography>
        </>
      )}
      <RadioGroup aria-label={`Keep for ${conflict.file}`} value={side ?? ''} onChange={(event) => onChoose(event.target.value as 'mine' | 'theirs')}>
        <FormControlLabel value="mine" control={<Radio size="small" />} label="Keep mine (the remote's change to this file is replaced)" />
        <FormControlLabel value="theirs" control={<Radio size="small" />} label="Keep the remote's (my change to this file is dropped)" />
      </RadioGroup>
    </Box>
  );
}

/**
 * Publish (issue 29 item 2, decision 033): a message (required) and the author (git's, or entered once);
 * the server validates the whole content, commits only content and image files and pushes without force.
 * Progress and the result go to the status line; a remote that changed the same files shows both sides
 * here for the maintainer to choose.
 */
export function PublishDialog({
  open,
  target,
  configuredAuthor,
  files,
  onStatus,
  onCancel,
  onPublished,
}: {
  open: boolean;
  target: PublishTarget;
  configuredAuthor?: Author;
  files: string[];
  onStatus: (text: string) => void;
  onCancel: () => void;
  onPublished: (files: string[]) => void;
}) {
  const [message, setMessage] = useState('');
  const [author, setAuthor] = useState<Author>(storedAuthor);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [issues, setIssues] = useState<EditorIssue[]>([]);
  const [conflicts, setConflicts] = useState<PublishConflict[]>([]);
  const [keep, setKeep] = useState<Record<string, 'mine' | 'theirs'>>({});
  const where = `${target.remote}/${target.branch}`;
  const needsAuthor = configuredAuthor === undefined;
  const ready =
    message.trim() !== '' && (!needsAuthor || (author.name.trim() !== '' && author.email.trim() !== '')) && conflicts.every((conflict) => keep[conflict.file]);

  const publish = async () => {
    setBusy(true);
    setRefusal(undefined);
    setIssues([]);
    onStatus(
      `Publishing ${files.length} file${files.length === 1 ? '' : 's'} to ${where}: checking the content, committing, pushing (a server that releases on push answers once the site is live: a minute or two)…`,
    );
    try {
      const done = await post<Published>('/api/publish', { message, ...(needsAuthor ? { author } : {}), ...(conflicts.length > 0 ? { keep } : {}) });
      if (needsAuthor) localStorage.setItem(AUTHOR_KEY, JSON.stringify(author));
      onStatus(
        `Published ${done.commit} to ${done.target}: ${done.files.length} file${done.files.length === 1 ? '' : 's'}${done.rebased ? ", on top of the remote's newer changes" : ''}.${done.release ? ` The server: ${done.release}` : ''}${done.warning ? ` ${done.warning}` : ''}`,
      );
      setMessage('');
      setConflicts([]);
      setKeep({});
      onPublished(done.files);
    } catch (caught) {
      const body = (caught instanceof ApiError ? caught.body : {}) as Partial<PublishRefusal>;
      const text = caught instanceof Error ? caught.message : String(caught);
      if (body.conflicts && body.conflicts.length > 0) {
        setConflicts(body.conflicts);
        onStatus(`Not published: ${where} changed the same file${body.conflicts.length === 1 ? '' : 's'}; choose which version to keep.`);
      } else {
        setRefusal(text);
        setIssues(body.issues ?? []);
        onStatus(`Not published: ${text}`);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="md" fullWidth aria-labelledby="publish-title">
      <DialogTitle id="publish-title">Publish to {where}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Commits the {files.length} changed content and image file{files.length === 1 ? '' : 's'} (nothing else) once the whole content passes the checks, and
          pushes the commit to {where}. Nothing is ever forced over someone else's changes.
        </Typography>
        <TextField
          label="What changed"
          required
          fullWidth
          multiline
          minRows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          helperText="The commit message, like: New heading on the About page"
          sx={{ mb: 2 }}
        />
        {needsAuthor ? (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <TextField
              label="Your name"
              required
              value={author.name}
              onChange={(event) => setAuthor({ ...author, name: event.target.value })}
              helperText="git's configuration names no author; kept in this browser"
            />
            <TextField
              label="Your email"
              type="email"
              required
              value={author.email}
              onChange={(event) => setAuthor({ ...author, email: event.target.value })}
            />
          </Box>
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            As {configuredAuthor.name} &lt;{configuredAuthor.email}&gt; (git's configuration).
          </Typography>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 1 }} aria-label="Not published">
            {refusal}
            {issues.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {issues.map((issue) => (
                  <li key={`${issue.file}:${issue.path}:${issue.message}`}>
                    {issue.file}
                    {issue.line === undefined ? '' : `:${issue.line}`}
                    {issue.path ? ` ${issue.path}` : ''}: {issue.message}
                  </li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {conflicts.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }} component="section" aria-label="Changed on both sides">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {where} changed {conflicts.length === 1 ? 'this file' : 'these files'} too since your last commit; nothing was published. Choose which version to
              keep:
            </Typography>
            {conflicts.map((conflict) => (
              <ConflictChoice
                key={conflict.file}
                conflict={conflict}
                side={keep[conflict.file]}
                onChoose={(side) => setKeep({ ...keep, [conflict.file]: side })}
              />
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => void publish()}>
          {busy ? 'Publishing…' : conflicts.length > 0 ? 'Publish with these choices' : 'Publish'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
