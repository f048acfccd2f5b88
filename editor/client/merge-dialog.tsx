import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { colors } from '../../src/theme/tokens';
import { type Change, changes, resolve, threeWayMerge } from './state/merge';

const shown = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));

export function ChangeList({ label, list }: { label: string; list: Change[] }) {
  return (
    <Box component="section" aria-label={label} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {label} ({list.length})
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2">No change.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, fontSize: 13 }}>
          {list.map((change) => (
            <li key={change.path}>
              <code>{change.path || '(the whole file)'}</code>:{' '}
              <Box component="span" sx={{ bgcolor: colors.diffRemoved, overflowWrap: 'anywhere' }}>
                {shown(change.before)}
              </Box>{' '}
              →{' '}
              <Box component="span" sx={{ bgcolor: colors.diffAdded, overflowWrap: 'anywhere' }}>
                {shown(change.after)}
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Your draft beside the disk's version (issue 28: a file changed on disk, at save or when a draft made
 * on an older version is opened): what each side changed since the common version, by JSON path, and
 * a three-way merge that keeps both where they changed different fields. A field both changed waits
 * for the maintainer's pick; nothing is dropped without it.
 */
export function MergeDialog({
  file,
  title,
  base,
  mine,
  theirs,
  onMerge,
  onDiscard,
  onLater,
}: {
  file: string;
  title: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  onMerge: (merged: unknown) => void;
  onDiscard: () => void;
  onLater: () => void;
}) {
  const merge = useMemo(() => threeWayMerge(base, mine, theirs), [base, mine, theirs]);
  const [picks, setPicks] = useState<Record<string, 'mine' | 'theirs'>>({});
  const merged = resolve(merge, picks);
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          Nothing was written and nothing is lost. Changes to different fields are kept from both sides; {file}'s fields changed on both sides wait for your
          choice.
        </Typography>
        <ChangeList label="Changed on disk" list={changes(base, theirs)} />
        <ChangeList label="Changed in your draft" list={changes(base, mine)} />
        {merge.conflicts.length > 0 && (
          <Alert severity="warning" component="section" aria-label="Changed on both sides">
            <Typography variant="subtitle2" component="h3">
              Changed on both sides: choose which to keep ({merge.conflicts.length})
            </Typography>
            {merge.conflicts.map((conflict) => (
              <RadioGroup
                key={conflict.path}
                aria-label={`Keep for ${conflict.path || 'the whole file'}`}
                value={picks[conflict.path] ?? ''}
                onChange={(event) => setPicks({ ...picks, [conflict.path]: event.target.value as 'mine' | 'theirs' })}
              >
                <code>{conflict.path || '(the whole file)'}</code>
                <FormControlLabel value="mine" control={<Radio size="small" />} label={`Mine: ${shown(conflict.mine)}`} />
                <FormControlLabel value="theirs" control={<Radio size="small" />} label={`The disk's: ${shown(conflict.theirs)}`} />
              </RadioGroup>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLater}>Decide later</Button>
        <Button color="error" onClick={onDiscard}>
          Discard my draft, load the disk's
        </Button>
        <Button variant="contained" disabled={merged === undefined} onClick={() => merged !== undefined && onMerge(merged)}>
          {merge.conflicts.length === 0 ? 'Keep both' : 'Merge with my choices'}
        </Button>
      </DialogActions>
    </>
  );
}
