import { Alert, AppBar, Box, Button, ToggleButton, ToggleButtonGroup, Toolbar, Typography } from '@mui/material';
import { step } from '../actions/history';
import { save } from '../actions/save';
import { contentIndex } from '../state/content-index';
import { isDirty } from '../state/document';
import { editorStore } from '../state/editor-store';
import { useStore } from '../state/store';
import { setChangesOpen, setFilesOpen, showNarrowView, uiStore } from '../state/ui-store';

/** The bar across the top: the open file, Undo, Redo and Save…, the status line, and on a narrow screen Files and the Form/Preview switch. */
export function EditorToolbar({ wide }: { wide: boolean }) {
  const openFile = useStore(editorStore, (state) => state.doc?.file);
  const dirty = useStore(editorStore, (state) => isDirty(state.doc));
  const canUndo = useStore(editorStore, (state) => (state.doc?.past.length ?? 0) > 0);
  const canRedo = useStore(editorStore, (state) => (state.doc?.future.length ?? 0) > 0);
  const hasProblems = useStore(uiStore, (state) => state.issues.some((issue) => issue.file === openFile));
  const status = useStore(uiStore, (state) => state.status);
  const inBlog = useStore(uiStore, (state) => state.blogSelection !== undefined);
  const narrowView = useStore(uiStore, (state) => state.narrowView);
  const refusedLinks = useStore(contentIndex, (state) => state.refusedLinks);
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1, columnGap: 2, flexWrap: 'wrap', py: 0.5 }}>
        {!wide && (
          <Button variant="outlined" size="small" onClick={() => setFilesOpen(true)} aria-haspopup="dialog">
            Files
          </Button>
        )}
        <Typography component="h1" variant="h6">
          Site editor
        </Typography>
        <Typography variant="body2" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {/* "Blog" while the blog's views (which name their own file) are shown. */}
          {inBlog ? 'Blog' : openFile ? `${openFile}${dirty ? ' (unsaved changes)' : ''}` : 'Choose a page or file'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {/* The Changes view, and Publish from it (issue 29). */}
          <Button onClick={() => setChangesOpen(true)} aria-haspopup="dialog">
            Changes
          </Button>
          <Button onClick={() => step('undo')} disabled={!canUndo} aria-keyshortcuts="Control+Z">
            Undo
          </Button>
          <Button onClick={() => step('redo')} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
            Redo
          </Button>
          {/* Problems in other files do not disable it: the server refuses a save only for a problem the change brings (a deleted page's links are fixed one file at a time). */}
          <Button variant="contained" disabled={!openFile || !dirty || hasProblems} onClick={() => save(false)}>
            Save…
          </Button>
        </Box>
      </Toolbar>
      <Box role="status" aria-live="polite" sx={{ px: 2, py: 0.5, minHeight: 28 }} data-testid="status">
        {status}
      </Box>
      {refusedLinks.length > 0 && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }} data-testid="refused-links">
          Left out, because links are not followed in content/ or public/:
          {refusedLinks.map((link) => (
            <Box key={link.file}>{link.message}</Box>
          ))}
        </Alert>
      )}
      {!wide && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={narrowView}
          onChange={(_event, next) => next && showNarrowView(next)}
          aria-label="Show"
          sx={{ px: 2, pb: 1, '& .MuiToggleButton-root': { bgcolor: 'background.paper' } }}
        >
          <ToggleButton value="form">Form</ToggleButton>
          <ToggleButton value="preview">Preview</ToggleButton>
        </ToggleButtonGroup>
      )}
    </AppBar>
  );
}
