import { Box, CssBaseline, Drawer, ThemeProvider, useMediaQuery } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { goTo } from './actions/go-to';
import { listenForHistoryKeys } from './actions/history';
import { startLivePreview } from './actions/live-preview';
import { BlogWorkspace } from './blog/blog-workspace';
import { Editing } from './fields';
import { contentIndex, loadContentIndex, reloadBlog, routesOf, setBlog, setImages } from './state/content-index';
import { draftPagePath, editorStore, persistDrafts, refreshDrafts } from './state/editor-store';
import { useStore } from './state/store';
import { announce, selectBlog, setFilesOpen, uiStore } from './state/ui-store';
import { ChangesDialog, EditorDialogs } from './views/editor-dialogs';
import { FileList } from './views/file-list';
import { FormPane } from './views/form-pane';
import { PreviewPane } from './views/preview-pane';
import { SkipLinks } from './views/skip-links';
import { theme, WIDE } from './views/theme';
import { EditorToolbar } from './views/toolbar';

/** A post or the categories, chosen in the blog group, in place of the form and the preview (issue 30). */
function BlogPane() {
  const selection = useStore(uiStore, (state) => state.blogSelection);
  const blog = useStore(contentIndex, (state) => state.blog);
  if (!selection) return null;
  return (
    <BlogWorkspace selection={selection} blog={blog} setBlog={setBlog} refresh={() => void reloadBlog(announce)} onSelect={selectBlog} announce={announce} />
  );
}

/** What every field reads (editing-context.ts): the lists to pick from, the open file's problems, where-used. */
function useEditingContext() {
  const files = useStore(contentIndex, (state) => state.files);
  const images = useStore(contentIndex, (state) => state.images);
  const icons = useStore(contentIndex, (state) => state.icons);
  const forms = useStore(contentIndex, (state) => state.forms);
  const usage = useStore(contentIndex, (state) => state.usage);
  const file = useStore(editorStore, (state) => state.doc?.file);
  const pagePath = useStore(editorStore, draftPagePath);
  const issues = useStore(uiStore, (state) => state.issues);
  const routes = useMemo(() => routesOf(files), [files]);
  const fileIssues = useMemo(() => issues.filter((issue) => issue.file === file), [issues, file]);
  return useMemo(
    () => ({ routes, images, icons, issues: fileIssues, sections: forms?.sections ?? [], usage, pagePath, goTo, file, announce, setImages }),
    [routes, images, icons, fileIssues, forms, usage, pagePath, file],
  );
}

/**
 * The editor's screen (decision 022): the file list, the open file's form and the live preview, with
 * the toolbar above and one dialog at a time. The state is in stores (state/), what changes it in
 * actions/, each part of the screen in views/; this file only lays them out and starts the effects
 * that live as long as the page.
 */
export function App() {
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const filesOpen = useStore(uiStore, (state) => state.filesOpen);
  const context = useEditingContext();
  useEffect(() => {
    loadContentIndex();
    void reloadBlog(announce);
    refreshDrafts();
    const stopPersisting = persistDrafts();
    const stopKeys = listenForHistoryKeys();
    const stopPreview = startLivePreview();
    return () => {
      stopPersisting();
      stopKeys();
      stopPreview();
    };
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <Editing.Provider value={context}>
        <CssBaseline />
        {/* The whole screen: the toolbar (wrapping on a narrow one), the status line, then the columns filling the rest. */}
        <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
          <SkipLinks />
          <EditorToolbar wide={wide} />
          <Box
            sx={
              wide
                ? { display: 'grid', gridTemplateColumns: '260px minmax(360px, 1fr) minmax(360px, 1.3fr)', flex: 1, minHeight: 0 }
                : { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', flex: 1, minHeight: 0 }
            }
          >
            {wide ? (
              <FileList sx={{ overflow: 'auto', borderRight: 1, borderColor: 'divider' }} />
            ) : (
              <Drawer open={filesOpen} onClose={() => setFilesOpen(false)} slotProps={{ paper: { sx: { width: 'min(320px, 90vw)' }, 'aria-label': 'Files' } }}>
                <FileList />
              </Drawer>
            )}
            <BlogPane />
            <FormPane wide={wide} />
            <PreviewPane wide={wide} />
          </Box>
        </Box>
        <EditorDialogs />
        <ChangesDialog />
      </Editing.Provider>
    </ThemeProvider>
  );
}
