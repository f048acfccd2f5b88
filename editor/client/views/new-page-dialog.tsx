import { Alert, Button, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { pageCreated } from '../actions/pages';
import { ApiError, post } from '../api';
import type { EditorIssue } from '../form-types';
import { closeDialog } from '../state/ui-store';

/** New page: its file name, path, title, description and layout; the server starts it with starter text (starter-content.ts). */
export function NewPageDialog() {
  const [page, setPage] = useState({ name: '', path: '/', title: '', description: '', layout: 'main' });
  const [problems, setProblems] = useState<string[]>([]);
  const field = (key: keyof typeof page, label: string, help: string) => (
    <TextField
      key={key}
      label={label}
      helperText={help}
      value={page[key]}
      onChange={(event) => setPage({ ...page, [key]: event.target.value })}
      fullWidth
      size="small"
      margin="dense"
      required
    />
  );
  const create = () =>
    post<{ file: string }>('/api/pages', page).then(
      (answer) => pageCreated(answer.file),
      (error: unknown) =>
        setProblems(
          error instanceof ApiError && Array.isArray(error.body.issues)
            ? (error.body.issues as EditorIssue[]).map((issue) => `${issue.path}: ${issue.message}`)
            : [error instanceof Error ? error.message : String(error)],
        ),
    );
  return (
    <>
      <DialogTitle>New page</DialogTitle>
      <DialogContent>
        {field('name', 'File name', 'content/pages/<name>.json, in kebab-case')}
        {field('path', 'Path', 'The address, like "/new-service"')}
        {field('title', 'Title', 'The browser tab and search result title')}
        {field('description', 'Description', 'For search results: 50 to 170 characters')}
        <TextField select label="Layout" value={page.layout} onChange={(event) => setPage({ ...page, layout: event.target.value })} size="small" margin="dense">
          <MenuItem value="main">main</MenuItem>
          <MenuItem value="advisory">advisory</MenuItem>
        </TextField>
        {problems.length > 0 && (
          <Alert severity="error" role="alert">
            {problems.map((problem) => (
              <div key={problem}>{problem}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={closeDialog}>Cancel</Button>
        <Button variant="contained" onClick={create}>
          Create the page
        </Button>
      </DialogActions>
    </>
  );
}
