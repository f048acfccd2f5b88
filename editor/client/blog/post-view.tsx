import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { colors } from '../../../src/theme/tokens';
import { ApiError } from '../api';
import { type BlogListing, createPost, deletePost, loadPost, type PostFields, type PostIssue, previewPost, savePost } from './blog-api';
import { MarkdownEditor } from './markdown-editor';
import { issueAt, PostFieldsForm } from './post-fields';

/** As the page previews: a change is checked and drawn this long after the last keystroke. */
const PREVIEW_MS = 300;

type Draft = { slug: string; fields: PostFields; body: string };
type Saved = { file: string; version: string; draft: Draft } | undefined;

type PostDialog = { kind: 'diff'; diff: string; expect: string } | { kind: 'delete'; mentions: string[]; version: string } | undefined;

const today = () => new Date().toISOString().slice(0, 10);

const sameDraft = (a: Draft, b: Draft) => a.slug === b.slug && a.body === b.body && JSON.stringify(a.fields) === JSON.stringify(b.fields);

/**
 * One post in the editor: its front matter as a form, its body as Markdown with a toolbar, and beside
 * them the post page as the site's server renders it from the unsaved draft. `file` undefined is a
 * new post, created on its first save. A save shows the diff first; only the lines changed change.
 */
export function PostView({
  file,
  blog,
  onImagesChanged,
  onSaved,
  onDeleted,
  announce,
}: {
  file: string | undefined;
  blog: BlogListing;
  onImagesChanged: (images: string[]) => void;
  onSaved: (file: string) => void;
  onDeleted: () => void;
  announce: (message: string) => void;
}) {
  const [saved, setSaved] = useState<Saved>();
  const [draft, setDraft] = useState<Draft>();
  const [issues, setIssues] = useState<PostIssue[]>([]);
  const [pageIssues, setPageIssues] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [dialog, setDialog] = useState<PostDialog>();
  const frame = useRef<HTMLIFrameElement>(null);
  const lastHtml = useRef('');
  // A new post starts in the first category; read when it is opened, not a reason to open it again.
  const firstCategory = useRef('');
  firstCategory.current = blog.categories[0]?.title ?? '';

  useEffect(() => {
    let live = true;
    setError(undefined);
    lastHtml.current = '';
    if (file === undefined) {
      setSaved(undefined);
      setDraft({ slug: '', fields: { title: '', date: today(), author: '', category: firstCategory.current, image: '' }, body: '' });
      return;
    }
    loadPost(file)
      .then((opened) => {
        if (!live) return;
        if (opened.fields === undefined || opened.body === undefined) {
          setError(`${file}: its front matter cannot be read, so it cannot be edited in the form; fix it by hand (npm run blog:import names the problem).`);
          return;
        }
        const loaded = { slug: opened.slug, fields: opened.fields, body: opened.body };
        setSaved({ file, version: opened.version, draft: loaded });
        setDraft(loaded);
      })
      .catch((caught: unknown) => live && setError(caught instanceof Error ? caught.message : String(caught)));
    return () => {
      live = false;
    };
  }, [file]);

  // Checked by the blog import's checks and drawn by the site's post page, PREVIEW_MS after the last change.
  useEffect(() => {
    if (!draft) return;
    let live = true;
    const timer = setTimeout(() => {
      // A new post without a valid file name yet is drawn under a placeholder name.
      const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(draft.slug) ? draft.slug : 'new-post';
      previewPost({ ...draft, slug })
        .then((answer) => {
          if (!live) return;
          const slugProblem =
            draft.slug === slug ? [] : [{ field: 'slug', message: 'expected lower-case words and digits joined by "-", such as "iso-27001-basics"' }];
          setIssues([...slugProblem, ...(answer.postIssues ?? [])]);
          setPageIssues(answer.issues.map((issue) => `${issue.file} ${issue.path}: ${issue.message}`));
          const document = frame.current?.contentDocument;
          const view = frame.current?.contentWindow;
          if (answer.html === undefined || answer.html === lastHtml.current || !document || !view) return;
          lastHtml.current = answer.html;
          const scroll = view.scrollY;
          document.open();
          document.write(answer.html);
          document.close();
          view.scrollTo(0, scroll);
          // Links do not leave the editor.
          document.addEventListener('click', (event) => event.preventDefault());
        })
        .catch((caught: unknown) => live && setError(caught instanceof Error ? caught.message : String(caught)));
    }, PREVIEW_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [draft]);

  if (error && !draft) return <Alert severity="error">{error}</Alert>;
  if (!draft) return <Typography>Opening…</Typography>;

  const dirty = saved === undefined || !sameDraft(saved.draft, draft);
  const fail = (caught: unknown) => {
    if (caught instanceof ApiError && Array.isArray(caught.body.issues)) setIssues(caught.body.issues as PostIssue[]);
    setError(caught instanceof Error ? caught.message : String(caught));
  };
  const save = async () => {
    setError(undefined);
    try {
      if (saved === undefined) {
        const created = await createPost(draft);
        announce(`Created ${created.file}`);
        setSaved({ file: created.file, version: created.version, draft });
        onSaved(created.file);
        return;
      }
      const answer = await savePost({ file: saved.file, base: saved.version, fields: draft.fields, body: draft.body });
      if (!answer.changed || !answer.diff || !answer.expect) return announce('Nothing to save: the file already says this.');
      setDialog({ kind: 'diff', diff: answer.diff, expect: answer.expect });
    } catch (caught) {
      fail(caught);
    }
  };
  const confirmSave = async (expect: string) => {
    if (!saved) return;
    setDialog(undefined);
    try {
      const answer = await savePost({ file: saved.file, base: saved.version, fields: draft.fields, body: draft.body, confirm: true, expect });
      setSaved({ file: saved.file, version: answer.version ?? saved.version, draft });
      announce(`Saved ${saved.file}`);
      onSaved(saved.file);
    } catch (caught) {
      fail(caught);
    }
  };
  const askDelete = async () => {
    if (!saved) return;
    try {
      const answer = await deletePost({ file: saved.file });
      setDialog({ kind: 'delete', mentions: answer.mentions ?? [], version: answer.version ?? '' });
    } catch (caught) {
      fail(caught);
    }
  };
  const confirmDelete = async (version: string) => {
    if (!saved) return;
    setDialog(undefined);
    try {
      await deletePost({ file: saved.file, confirm: true, version });
      announce(`Deleted ${saved.file}`);
      onDeleted();
    } catch (caught) {
      fail(caught);
    }
  };
  const blocking = issues.length > 0;

  return (
    <>
      <Box component="main" id="post-form" sx={{ overflow: 'auto', p: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {saved ? `Editing the post ${saved.file}` : 'A new post'}
          {dirty && saved ? ' (unsaved changes)' : ''}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Button variant="contained" disabled={!dirty || blocking} onClick={save}>
            {saved ? 'Save post…' : 'Create the post'}
          </Button>
          {saved && dirty && (
            <Button variant="outlined" onClick={() => setDraft(saved.draft)}>
              Revert to saved
            </Button>
          )}
          {saved && (
            <Button color="error" variant="outlined" onClick={askDelete}>
              Delete post…
            </Button>
          )}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }} role="alert">
            {error}
          </Alert>
        )}
        {blocking && (
          <Alert severity="warning" sx={{ mb: 1 }} aria-label="Problems">
            {issues.length} problem{issues.length === 1 ? '' : 's'} the blog import would refuse; nothing can be saved until{' '}
            {issues.length === 1 ? 'it is' : 'they are'} fixed:
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {issues.map((issue) => (
                <li key={`${issue.field}:${issue.message}`}>
                  {issue.field}: {issue.message}
                </li>
              ))}
            </Box>
          </Alert>
        )}
        <PostFieldsForm
          fields={draft.fields}
          onChange={(fields) => setDraft({ ...draft, fields })}
          slug={draft.slug}
          onSlugChange={saved ? undefined : (slug) => setDraft({ ...draft, slug })}
          categories={blog.categories}
          images={blog.images}
          onImagesChanged={onImagesChanged}
          issues={issues}
        />
        <MarkdownEditor
          value={draft.body}
          onChange={(body) => setDraft((current) => (current ? { ...current, body } : current))}
          images={blog.images}
          onImagesChanged={onImagesChanged}
          error={issueAt(issues, 'body') ?? issueAt(issues, 'file')}
        />
      </Box>
      <Box
        component="section"
        aria-label="Preview"
        id="editor-preview"
        sx={{ borderLeft: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', minWidth: 0 }}
      >
        <Typography variant="body2" sx={{ p: 1 }}>
          Preview of the post page, as the site's server renders it
        </Typography>
        {pageIssues.length > 0 && <Alert severity="warning">{pageIssues.join('; ')}</Alert>}
        <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'grey.200' }}>
          <iframe ref={frame} title="Post preview" style={{ width: '100%', height: '100%', border: 0, background: colors.surface, display: 'block' }} />
        </Box>
      </Box>
      <Dialog open={dialog !== undefined} onClose={() => setDialog(undefined)} maxWidth="md" fullWidth>
        {dialog?.kind === 'diff' && (
          <>
            <DialogTitle>Save these changes?</DialogTitle>
            <DialogContent>
              <Box component="pre" data-testid="post-diff" sx={{ fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {dialog.diff}
              </Box>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialog(undefined)}>Cancel</Button>
              <Button variant="contained" onClick={() => confirmSave(dialog.expect)}>
                Save
              </Button>
            </DialogActions>
          </>
        )}
        {dialog?.kind === 'delete' && (
          <>
            <DialogTitle>Delete {saved?.file}?</DialogTitle>
            <DialogContent>
              {dialog.mentions.length === 0 ? (
                <Typography>No page, collection or other post mentions it.</Typography>
              ) : (
                <>
                  <Typography>These files mention it (its title or file name); their links to it will lead nowhere:</Typography>
                  <Box component="ul">
                    {dialog.mentions.map((mention) => (
                      <li key={mention}>{mention}</li>
                    ))}
                  </Box>
                </>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setDialog(undefined)}>Cancel</Button>
              <Button color="error" variant="contained" onClick={() => confirmDelete(dialog.version)}>
                Delete the post
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
