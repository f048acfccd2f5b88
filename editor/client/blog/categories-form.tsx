import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ApiError, get, post } from '../api';
import type { EditorIssue } from '../form-types';
import { type BlogCategory, CATEGORIES_FILE } from './blog-api';

type Row = { id: number; title: string };

/** What a change of the categories breaks: posts that name a title no longer there, category pages no longer there. */
export function categoryWarnings(saved: readonly BlogCategory[], rows: readonly Row[]): string[] {
  const warnings: string[] = [];
  for (const category of saved) {
    const now = rows.find((row) => row.id === category.id);
    const posts = category.posts.length;
    if (posts > 0 && now?.title !== category.title && !rows.some((row) => row.title === category.title))
      warnings.push(
        `${posts} post${posts === 1 ? '' : 's'} name${posts === 1 ? 's' : ''} the category "${category.title}", which ${now ? `is renamed "${now.title}"` : 'is removed'}: ${category.posts.join(', ')}. Change ${posts === 1 ? 'its' : 'their'} category too, or the blog import refuses ${posts === 1 ? 'it' : 'them'}.`,
      );
    if (now === undefined)
      warnings.push(`The category page of "${category.title}" (id ${category.id}) and its entry in the Media menu go away; links to that page lead nowhere.`);
  }
  return warnings;
}

/**
 * The blog's categories as a form (content/blog/categories.json): a title per category, its id kept
 * (the category's page address and the Media menu use the id), new ones numbered after the highest.
 * Saved through the editor's content writes, checked as the blog import checks it; a rename or a
 * removal lists what it breaks before the diff is shown.
 */
export function CategoriesForm({ categories, onSaved, announce }: { categories: BlogCategory[]; onSaved: () => void; announce: (message: string) => void }) {
  const [rows, setRows] = useState<Row[]>([]);
  const [version, setVersion] = useState('');
  const [error, setError] = useState<string>();
  const [issues, setIssues] = useState<EditorIssue[]>([]);
  const [dialog, setDialog] = useState<{ diff: string; expect: string; warnings: string[] }>();
  useEffect(() => {
    get<{ text: string; version: string }>(`/api/file?file=${encodeURIComponent(CATEGORIES_FILE)}`)
      .then((answer) => {
        setVersion(answer.version);
        setRows(JSON.parse(answer.text) as Row[]);
      })
      .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)));
  }, []);
  const save = async (confirm: boolean, expect?: string) => {
    setError(undefined);
    try {
      const answer = await post<{ changed: boolean; diff?: string; expect?: string; version?: string }>('/api/save', {
        file: CATEGORIES_FILE,
        base: version,
        value: rows,
        confirm,
        expect,
      });
      setIssues([]);
      if (!confirm) {
        if (!answer.changed || !answer.diff || !answer.expect) return announce('Nothing to save: the file already says this.');
        return setDialog({ diff: answer.diff, expect: answer.expect, warnings: categoryWarnings(categories, rows) });
      }
      setDialog(undefined);
      if (answer.version) setVersion(answer.version);
      announce(`Saved ${CATEGORIES_FILE}`);
      onSaved();
    } catch (caught) {
      if (caught instanceof ApiError && Array.isArray(caught.body.issues)) setIssues(caught.body.issues as EditorIssue[]);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  const nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
  return (
    <Box component="main" id="categories-form" sx={{ overflow: 'auto', p: 2, gridColumn: 'span 2' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Blog categories
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Each post names one of these titles as its category. A category's page and its Media menu entry use its number, which is kept.
      </Typography>
      {rows.map((row, index) => {
        const used = categories.find((category) => category.id === row.id)?.posts.length ?? 0;
        return (
          <Box key={row.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              label={`Category ${row.id}`}
              value={row.title}
              onChange={(event) => setRows(rows.map((other, at) => (at === index ? { ...other, title: event.target.value } : other)))}
              size="small"
              margin="dense"
              helperText={`${used} post${used === 1 ? '' : 's'}`}
            />
            <Button size="small" color="error" onClick={() => setRows(rows.filter((_other, at) => at !== index))}>
              Remove {row.title || `category ${row.id}`}
            </Button>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={() => setRows([...rows, { id: nextId, title: '' }])}>
          New category
        </Button>
        <Button variant="contained" onClick={() => save(false)}>
          Save…
        </Button>
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
          {issues.map((issue) => (
            <Box key={`${issue.path}:${issue.message}`}>{issue.message}</Box>
          ))}
        </Alert>
      )}
      <Dialog open={dialog !== undefined} onClose={() => setDialog(undefined)} maxWidth="md" fullWidth>
        <DialogTitle>Save the categories?</DialogTitle>
        <DialogContent>
          {dialog?.warnings.map((warning) => (
            <Alert key={warning} severity="warning" sx={{ mb: 1 }}>
              {warning}
            </Alert>
          ))}
          <Box component="pre" sx={{ fontSize: 13, whiteSpace: 'pre-wrap' }}>
            {dialog?.diff}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(undefined)}>Cancel</Button>
          <Button variant="contained" onClick={() => dialog && save(true, dialog.expect)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
