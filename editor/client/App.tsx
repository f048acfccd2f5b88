import {
  Alert,
  AppBar,
  Box,
  Button,
  CssBaseline,
  createTheme,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  Link,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  MenuItem,
  TextField,
  ThemeProvider,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { colors } from '../../src/theme/tokens';
import { ApiError, get, post } from './api';
// Blog (issue 30): the file list's blog group and the blog's views.
import { type BlogListing, loadBlog } from './blog/blog-api';
import { BlogFileList, type BlogSelection } from './blog/blog-file-list';
import { BlogWorkspace } from './blog/blog-workspace';
import { Editing, ObjectFields } from './fields';
import type { BrokenUse, ContentFileSummary, EditorIssue, FormSpecs, ObjectSpec, UsageIndex, UsagePlace } from './form-types';
import { FileUsage, placeLabel, WhereUsed } from './media-fields';
import { MergeDialog } from './merge-dialog';
import { childPath, fieldId } from './paths';
import { drawSavedHomePage } from './saved-home-preview';
import { isDirty, openDoc, replace, saved, step as stepDoc } from './state/document';
import { forgetDraft, readDraft, restore } from './state/drafts';
import { editorStore, persistDrafts, refreshDrafts, setDoc } from './state/editor-store';
import { getAt } from './state/json-path';
import { useStore } from './state/store';

type SaveDialog =
  | { kind: 'diff'; diff: string; expect: string; breaks: BrokenUse[] }
  /** The file changed on disk: at a save (409), or a draft made on an older version found when the file is opened. */
  | { kind: 'merge'; from: 'save' | 'draft'; base: unknown; mine: unknown; theirs: unknown; version: string }
  | { kind: 'new-page' }
  | { kind: 'delete-page'; file: string; path: string; version: string; links: UsagePlace[] }
  | undefined;

function NewPageForm({ onCreated, onCancel }: { onCreated: (file: string) => void; onCancel: () => void }) {
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
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() =>
            post<{ file: string }>('/api/pages', page).then(
              (answer) => onCreated(answer.file),
              (error: unknown) =>
                setProblems(
                  error instanceof ApiError && Array.isArray(error.body.issues)
                    ? (error.body.issues as EditorIssue[]).map((issue) => `${issue.path}: ${issue.message}`)
                    : [error instanceof Error ? error.message : String(error)],
                ),
            )
          }
        >
          Create the page
        </Button>
      </DialogActions>
    </>
  );
}

/** Validation and the preview run this long after the last change, never on the keystroke itself. */
const PREVIEW_MS = 300;
const WIDTHS = { phone: 390, tablet: 820, desktop: 1280 } as const;
/** Below this width the file list is a drawer and the form and the preview take turns. */
const WIDE = '(min-width: 1000px)';
/** MUI's blue darkened a step: 4.5:1 and more against the toolbar's grey and the warnings' orange, where the default is 4.2:1. */
const theme = createTheme({ palette: { primary: { main: colors.editorAction } } });

/** Skip links: out of sight until focused, then at the top left over the toolbar. */
const skipLinks = {
  '& button': {
    position: 'absolute',
    left: 8,
    top: -48,
    zIndex: 1400,
    p: 1,
    font: 'inherit',
    cursor: 'pointer',
    bgcolor: 'background.paper',
    color: 'primary.main',
    border: 2,
    borderColor: 'primary.main',
  },
  '& button:focus': { top: 8 },
} as const;
const currentDoc = () => editorStore.get().doc;
/** A visually hidden text, for screen readers. */
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function DiffView({ diff }: { diff: string }) {
  const lines = diff.split('\n').slice(2);
  return (
    <Box component="pre" sx={{ fontSize: 13, overflow: 'auto', m: 0 }} aria-label="Changes to be written" tabIndex={0}>
      {lines.map((line, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one diff, never reordered.
          key={index}
          component="span"
          sx={{ display: 'block', bgcolor: line.startsWith('+') ? colors.diffAdded : line.startsWith('-') ? colors.diffRemoved : undefined }}
        >
          {line || ' '}
        </Box>
      ))}
    </Box>
  );
}

export function App() {
  const [files, setFiles] = useState<ContentFileSummary[]>([]);
  /** The symbolic links of content/ and public/ the editor leaves out (decision 027), each with its message. */
  const [refusedLinks, setRefusedLinks] = useState<{ file: string; message: string }[]>([]);
  const [forms, setForms] = useState<FormSpecs>();
  const [images, setImages] = useState<string[]>([]);
  const [icons, setIcons] = useState<{ name: string; svg: string }[]>([]);
  // The open file's doc lives in the store (state/editor-store.ts); App reads only what its chrome shows, so typing does not re-render it.
  const openFile = useStore(editorStore, (state) => state.doc?.file);
  const opened = useMemo(() => (openFile === undefined ? undefined : { file: openFile }), [openFile]);
  const dirty = useStore(editorStore, (state) => isDirty(state.doc));
  const canUndo = useStore(editorStore, (state) => (state.doc?.past.length ?? 0) > 0);
  const canRedo = useStore(editorStore, (state) => (state.doc?.future.length ?? 0) > 0);
  const pagePath = useStore(editorStore, (state) => {
    const path = state.doc?.file.startsWith('content/pages/') ? getAt(state.doc.draft, 'path') : undefined;
    return typeof path === 'string' ? path : undefined;
  });
  const draftIsObject = useStore(editorStore, (state) => isRecord(state.doc?.draft));
  const drafts = useStore(editorStore, (state) => state.drafts);
  const [issues, setIssues] = useState<EditorIssue[]>([]);
  const [previewError, setPreviewError] = useState<string>();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [dialog, setDialog] = useState<SaveDialog>();
  const [status, setStatus] = useState('');
  const [usage, setUsage] = useState<UsageIndex>();
  // A place to select once its file is open and drawn (a where-used link): a field path in the form, a section id in the preview.
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const [filesOpen, setFilesOpen] = useState(false);
  const [focusedFile, setFocusedFile] = useState<string>();
  const [narrowView, setNarrowView] = useState<'form' | 'preview'>('form');
  const formHeading = useRef<HTMLHeadingElement>(null);
  // Set when a file is opened from the list: once its form is drawn, focus moves to the form's heading.
  const focusForm = useRef(false);
  const pane = useRef<HTMLDivElement>(null);
  const [paneSize, setPaneSize] = useState({ width: 0, height: 0 });
  const [pending, setPending] = useState<{ file: string; path: string; label: string; anchor?: string }>();
  const previewAnchor = useRef<string | undefined>(undefined);
  const frame = useRef<HTMLIFrameElement>(null);
  const lastHtml = useRef('');
  // Undo and redo (state/document.ts): one step per burst of typing in a field; kept across saves and, with the draft, across reloads.
  const step = (direction: 'undo' | 'redo') => {
    const doc = currentDoc();
    if (!doc) return;
    const taken = stepDoc(doc, direction);
    if (!taken.step) return;
    setDoc(taken.doc);
    setStatus(direction === 'undo' ? 'Undone' : 'Redone');
    const move = taken.step.move;
    if (move) {
      // Focus follows the item that moved back (or again): its handle (or Move up), scrolled into view.
      const at = direction === 'undo' ? move.from : move.to;
      requestAnimationFrame(() => {
        const id = fieldId(childPath(move.list, at));
        const target = document.getElementById(`${id}-drag`) ?? document.getElementById(`${id}-up`);
        target?.focus({ preventScroll: true });
        target?.scrollIntoView({ block: 'center' });
      });
    }
  };
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        stepRef.current(key === 'y' || event.shiftKey ? 'redo' : 'undo');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    void get<{ files: ContentFileSummary[]; refused: { file: string; message: string }[] }>('/api/files').then((answer) => {
      setFiles(answer.files);
      setRefusedLinks(answer.refused);
    });
    void get<FormSpecs>('/api/forms').then(setForms);
    void get<{ images: string[] }>('/api/images').then((answer) => setImages(answer.images));
    void get<{ icons: { name: string; svg: string }[] }>('/api/icons').then((answer) => setIcons(answer.icons));
    void get<UsageIndex>('/api/usage').then(setUsage);
    refreshDrafts();
    return persistDrafts();
  }, []);
  const refreshUsage = useCallback(() => void get<UsageIndex>('/api/usage').then(setUsage), []);

  const open = useCallback(async (file: string) => {
    const answer = await get<{ file: string; text: string; version: string }>(`/api/file?file=${encodeURIComponent(file)}`);
    const original = JSON.parse(answer.text) as unknown;
    const found = restore(readDraft(localStorage, file), file, answer.version, original);
    if (found.kind === 'same') {
      setDoc(found.doc, '');
      setStatus(isDirty(found.doc) ? `Opened ${file} with your unsaved draft` : `Opened ${file}`);
      return;
    }
    setDoc(openDoc(file, answer.version, original), found.kind === 'stale' ? file : '');
    if (found.kind === 'none') return setStatus(`Opened ${file}`);
    // A draft made on an older version: shown beside the disk's, kept in storage until the maintainer decides.
    setStatus(`${file} changed on disk since your draft was made: choose what to keep`);
    setDialog({ kind: 'merge', from: 'draft', base: found.stored.original, mine: found.stored.value, theirs: original, version: answer.version });
  }, []);

  // Blog (issue 30): what the blog group chose (a post, a new post, the categories) is drawn in place of the form and preview.
  const [blogSelection, setBlogSelection] = useState<BlogSelection>();
  const [blog, setBlog] = useState<BlogListing>();
  const refreshBlog = useCallback(
    () => void loadBlog().then(setBlog, (caught: unknown) => setStatus(caught instanceof Error ? caught.message : String(caught))),
    [],
  );
  useEffect(refreshBlog, [refreshBlog]);
  const openFromList = (file: string) => {
    setBlogSelection(undefined); // Blog (issue 30)
    focusForm.current = true;
    setFilesOpen(false);
    setNarrowView('form');
    void open(file);
  };
  useEffect(() => {
    if (!openFile || !focusForm.current) return;
    focusForm.current = false;
    requestAnimationFrame(() => formHeading.current?.focus());
  }, [openFile]);
  // The preview pane's size: a frame wider than the pane is drawn at its nominal width and scaled down to fit.
  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setPaneSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // With no file open, the saved home page (never a blank frame under "Preview of the home page").
  useEffect(() => {
    if (openFile === undefined) return drawSavedHomePage(frame.current);
  }, [openFile]);

  // Every change, PREVIEW_MS after the last one: checked by the validator, drawn by the site's renderer (kept in this browser by persistDrafts).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = { live: true };
    let drawn: unknown;
    const refresh = () => {
      const opened = currentDoc();
      if (!opened || opened.draft === drawn) return;
      drawn = opened.draft;
      current.live = false;
      const request = { live: true };
      current = request;
      const draftPath = getAt(opened.draft, 'path');
      const pagePath = opened.file.startsWith('content/pages/') && typeof draftPath === 'string' ? draftPath : undefined;
      post<{ issues: EditorIssue[]; html?: string }>('/api/preview', { drafts: { [opened.file]: opened.draft }, path: pagePath ?? '/' })
        .then((answer) => {
          if (!request.live) return;
          // The same problems again keep the same array: the fields (which read them from the context) are not re-rendered for nothing.
          setIssues((shown) => (JSON.stringify(shown) === JSON.stringify(answer.issues) ? shown : answer.issues));
          setPreviewError(undefined);
          if (answer.html === undefined && lastHtml.current === '' && frame.current?.contentDocument) {
            // Nothing drawn yet and the draft cannot be: the frame shows why, never blank.
            const body = frame.current.contentDocument.body;
            body.replaceChildren();
            const heading = frame.current.contentDocument.createElement('h2');
            heading.textContent = 'This draft cannot be drawn until these problems are fixed:';
            const list = frame.current.contentDocument.createElement('ul');
            for (const issue of answer.issues) {
              const line = frame.current.contentDocument.createElement('li');
              line.textContent = `${issue.file} ${issue.path}: ${issue.message}`;
              list.append(line);
            }
            body.append(heading, list);
          }
          if (answer.html !== undefined && answer.html !== lastHtml.current) {
            lastHtml.current = answer.html;
            const document = frame.current?.contentDocument;
            const view = frame.current?.contentWindow;
            if (!document || !view) return;
            const scroll = view.scrollY;
            document.open();
            document.write(answer.html);
            document.close();
            const anchor = previewAnchor.current ? document.getElementById(previewAnchor.current) : null;
            previewAnchor.current = undefined;
            if (anchor) anchor.scrollIntoView({ block: 'start' });
            else view.scrollTo(0, scroll);
            document.addEventListener('click', (event) => {
              // Links do not leave the editor; a click selects the section it landed in.
              event.preventDefault();
              const sections = (getAt(currentDoc()?.draft, 'sections') as { id?: string }[] | undefined) ?? [];
              for (let node = event.target as Element | null; node; node = node.parentElement) {
                const index = node.id ? sections.findIndex((section) => section.id === node?.id) : -1;
                if (index === -1) continue;
                // On a narrow screen the form is shown in the preview's place first.
                setNarrowView('form');
                setStatus(`Section ${index + 1} selected`);
                requestAnimationFrame(() => {
                  const group = window.document.getElementById(fieldId(`sections[${index}]`));
                  group?.scrollIntoView({ block: 'start' });
                  group?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
                });
                return;
              }
            });
          }
        })
        .catch((error: unknown) => request.live && setPreviewError(error instanceof Error ? error.message : String(error)));
    };
    let shownFile: string | undefined;
    const stop = editorStore.subscribe(() => {
      const doc = currentDoc();
      if (!doc || doc.draft === drawn) return;
      clearTimeout(timer);
      // A file just opened is drawn at once; edits wait for a pause in the typing.
      const opening = doc.file !== shownFile;
      shownFile = doc.file;
      timer = setTimeout(refresh, opening ? 0 : PREVIEW_MS);
    });
    return () => {
      stop();
      current.live = false;
      clearTimeout(timer);
    };
  }, []);

  const fileIssues = useMemo(() => issues.filter((issue) => issue.file === openFile), [issues, openFile]);

  const save = async (confirm: boolean, expect?: string) => {
    const opened = currentDoc();
    if (!opened) return;
    try {
      const answer = await post<{ changed: boolean; diff?: string; expect?: string; breaks?: BrokenUse[]; saved?: boolean; version?: string }>('/api/save', {
        file: opened.file,
        base: opened.version,
        value: opened.draft,
        confirm,
        expect,
      });
      if (!answer.changed) {
        setStatus('Nothing to save: the file is as it was.');
        setDialog(undefined);
      } else if (!confirm && answer.diff && answer.expect) setDialog({ kind: 'diff', diff: answer.diff, expect: answer.expect, breaks: answer.breaks ?? [] });
      else if (answer.saved && answer.version) {
        const now = currentDoc();
        // What was written is the draft as sent; an edit made meanwhile stays a change on top of it.
        if (now?.file === opened.file) setDoc({ ...saved(opened, answer.version), draft: now.draft, past: now.past, future: now.future });
        setDialog(undefined);
        setStatus(`Saved ${opened.file}`);
        // Focus goes to the form's heading, not the page's body (the dialog's Save button is disabled now): B9.
        requestAnimationFrame(() => formHeading.current?.focus());
        void get<{ files: ContentFileSummary[] }>('/api/files').then((next) => setFiles(next.files));
        refreshUsage();
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && typeof error.body.disk === 'string') {
        let theirs: unknown;
        try {
          theirs = JSON.parse(error.body.disk);
        } catch {
          theirs = error.body.disk;
        }
        setDialog({ kind: 'merge', from: 'save', base: opened.original, mine: opened.draft, theirs, version: String(error.body.version) });
      } else if (error instanceof ApiError && Array.isArray(error.body.issues)) {
        setIssues(error.body.issues as EditorIssue[]);
        setDialog(undefined);
        setStatus(error.message);
      } else setStatus(error instanceof Error ? error.message : String(error));
    }
  };

  const hasDraft = dirty || (openFile !== undefined && drafts.includes(openFile));
  /** Back to the file as on disk, as one step Undo takes back. */
  const revertToSaved = () => {
    const doc = currentDoc();
    if (!doc) return;
    setDoc(replace(doc, structuredClone(doc.original)));
    setStatus(`Reverted ${doc.file} to the saved version; Undo brings your changes back`);
  };
  /** Forgets the draft and its undo history, in this tab and in the browser's storage. */
  const discardDraft = () => {
    const doc = currentDoc();
    if (!doc) return;
    forgetDraft(localStorage, doc.file);
    setDoc(openDoc(doc.file, doc.version, doc.original), '');
    refreshDrafts();
    setStatus(`Discarded the draft of ${doc.file}`);
    requestAnimationFrame(() => formHeading.current?.focus());
  };

  const spec: ObjectSpec | undefined = useMemo(() => {
    if (!forms || !opened) return undefined;
    return opened.file === 'content/site.json' ? forms.site : opened.file.startsWith('content/pages/') ? forms.page : forms.collection;
  }, [forms, opened]);

  const routes = useMemo(
    () =>
      files
        .flatMap((file) => (file.path && !file.path.includes(':') ? [file.path, ...(file.anchors ?? []).map((anchor) => `${file.path}#${anchor}`)] : []))
        .sort(),
    [files],
  );
  const goTo = useCallback(
    (place: UsagePlace) => {
      setDialog(undefined);
      setNarrowView('form');
      const path = place.section !== undefined ? `sections[${place.section}]` : place.path;
      const label = place.section !== undefined ? `Section ${place.section + 1} of ${place.pagePath ?? place.file} selected` : `${placeLabel(place)} selected`;
      previewAnchor.current = place.sectionId;
      setPending({ file: place.file, path, label, anchor: place.sectionId });
      if (opened?.file !== place.file) void open(place.file);
      else {
        previewAnchor.current = undefined;
        if (place.sectionId) frame.current?.contentDocument?.getElementById(place.sectionId)?.scrollIntoView({ block: 'start' });
      }
    },
    [open, opened?.file],
  );
  // Selects the pending place once its file's form is drawn: scrolled to and its first control focused.
  useEffect(() => {
    if (!pending || opened?.file !== pending.file || !spec) return;
    let tries = 0;
    const seek = () => {
      const target = document.getElementById(fieldId(pending.path));
      if (!target && tries++ < 30) return void requestAnimationFrame(seek);
      target?.scrollIntoView({ block: 'start' });
      (target?.matches('input, textarea, button') ? target : target?.querySelector<HTMLElement>('input, textarea, button'))?.focus({ preventScroll: true });
      setStatus(pending.label);
      setPending(undefined);
    };
    requestAnimationFrame(seek);
  }, [pending, opened?.file, spec]);

  const askDeletePage = async () => {
    if (!opened) return;
    try {
      const answer = await post<{ file: string; path: string; version: string; links: UsagePlace[] }>('/api/pages/delete', { file: opened.file });
      setDialog({ kind: 'delete-page', ...answer });
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    }
  };
  const deletePage = async (file: string, version: string) => {
    try {
      await post('/api/pages/delete', { file, version, confirm: true });
      forgetDraft(localStorage, file);
      refreshDrafts();
      setDialog(undefined);
      setDoc(undefined);
      setIssues([]);
      setStatus(`Deleted ${file}`);
      void get<{ files: ContentFileSummary[] }>('/api/files').then((next) => setFiles(next.files));
      refreshUsage();
    } catch (error) {
      setDialog(undefined);
      setStatus(error instanceof Error ? error.message : String(error));
    }
  };

  const context = useMemo(
    () => ({
      routes,
      images,
      icons,
      issues: fileIssues,
      sections: forms?.sections ?? [],
      usage,
      pagePath,
      goTo,
      file: opened?.file,
      announce: setStatus,
      setImages: (next: string[]) => {
        setImages(next);
        refreshUsage();
      },
    }),
    [routes, images, icons, fileIssues, forms, usage, pagePath, goTo, refreshUsage, opened?.file],
  );
  const pages = files.filter((file) => file.kind === 'page').sort((a, b) => (a.path ?? '').localeCompare(b.path ?? ''));

  // The files are one Tab stop (a roving tabindex): the open file's entry, or the last one focused; the arrows, Home and End move in the list.
  const listed = ['content/site.json', ...pages.map((page) => page.file), ...files.filter((file) => file.kind === 'collection').map((file) => file.file)];
  const roving = [focusedFile, opened?.file].find((file) => file !== undefined && listed.includes(file)) ?? 'content/site.json';
  const marker = (file: string) =>
    drafts.includes(file) && (
      <Box component="span" data-draft-marker sx={{ color: 'warning.dark', fontSize: 18, lineHeight: 1, ml: 1 }} title="Unsaved draft">
        <span aria-hidden="true">●</span>
        <Box component="span" sx={hidden}>
          unsaved
        </Box>
      </Box>
    );
  const fileItem = (file: string) => ({
    selected: opened?.file === file,
    tabIndex: file === roving ? 0 : -1,
    'data-file': file,
    onFocus: () => setFocusedFile(file),
    onClick: () => openFromList(file),
  });
  const moveInList = (event: ReactKeyboardEvent<HTMLElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-file]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
  };
  const fileList: ReactNode = (
    <>
      {drafts.length > 0 && (
        <List
          component="div"
          role="group"
          dense
          aria-label="Unsaved drafts"
          subheader={<ListSubheader component="div">Unsaved drafts ({drafts.length})</ListSubheader>}
        >
          {drafts.map((file) => (
            // Reached with the arrow keys, as the other entries (one Tab stop for the whole list).
            <ListItemButton key={file} selected={opened?.file === file} onClick={() => openFromList(file)} tabIndex={-1} data-file={file}>
              <ListItemText primary={file.replace(/^content\//, '')} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItemButton>
          ))}
        </List>
      )}
      {/* Blog (issue 30): posts and categories; before the other files, so the list's Tab stop stays the last of the list (Shift+Tab from the form). */}
      <BlogFileList
        blog={blog}
        selected={blogSelection}
        onSelect={(next) => {
          setFilesOpen(false);
          setBlogSelection(next);
        }}
      />
      <List component="div" dense subheader={<ListSubheader component="div">Site</ListSubheader>}>
        <ListItemButton {...fileItem('content/site.json')}>
          <ListItemText primary="site.json" secondary="navigation, footers, contact details, redirects" />
          {marker('content/site.json')}
        </ListItemButton>
      </List>
      <Box sx={{ px: 2 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setFilesOpen(false);
            setDialog({ kind: 'new-page' });
          }}
        >
          New page
        </Button>
      </Box>
      <List component="div" dense subheader={<ListSubheader component="div">Pages</ListSubheader>}>
        {pages.map((page) => (
          <ListItemButton key={page.file} {...fileItem(page.file)}>
            <ListItemText primary={page.path} secondary={`${page.title ?? ''} · ${page.layout ?? 'main'}`} />
            {marker(page.file)}
          </ListItemButton>
        ))}
      </List>
      <List component="div" dense subheader={<ListSubheader component="div">Collections</ListSubheader>}>
        {files
          .filter((file) => file.kind === 'collection')
          .map((collection) => (
            <ListItemButton key={collection.file} {...fileItem(collection.file)}>
              <ListItemText primary={collection.file.replace('content/collections/', '')} />
              {marker(collection.file)}
            </ListItemButton>
          ))}
      </List>
    </>
  );
  const nominal = WIDTHS[width];
  const scale = paneSize.width > 0 && paneSize.width < nominal ? paneSize.width / nominal : 1;
  const skipTo = (target: 'form' | 'preview') => {
    setNarrowView(target);
    requestAnimationFrame(() => (target === 'form' ? formHeading.current : pane.current)?.focus());
  };

  return (
    <ThemeProvider theme={theme}>
      <Editing.Provider value={context}>
        <CssBaseline />
        {/* The whole screen: the toolbar (wrapping on a narrow one), the status line, then the columns filling the rest. */}
        <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
          <Box component="nav" aria-label="Skip links" sx={skipLinks}>
            <button type="button" onClick={() => skipTo('form')}>
              Skip to the form
            </button>
            <button type="button" onClick={() => skipTo('preview')}>
              Skip to the preview
            </button>
          </Box>
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
                {/* Blog (issue 30): "Blog" while the blog's views (which name their own file) are shown. */}
                {blogSelection ? 'Blog' : opened ? `${opened.file}${dirty ? ' (unsaved changes)' : ''}` : 'Choose a page or file'}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button onClick={() => step('undo')} disabled={!canUndo} aria-keyshortcuts="Control+Z">
                  Undo
                </Button>
                <Button onClick={() => step('redo')} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
                  Redo
                </Button>
                {/* Problems in other files do not disable it: the server refuses a save only for a problem the change brings (a deleted page's links are fixed one file at a time). */}
                <Button variant="contained" disabled={!opened || !dirty || fileIssues.length > 0} onClick={() => save(false)}>
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
                onChange={(_event, next) => next && setNarrowView(next)}
                aria-label="Show"
                sx={{ px: 2, pb: 1, '& .MuiToggleButton-root': { bgcolor: 'background.paper' } }}
              >
                <ToggleButton value="form">Form</ToggleButton>
                <ToggleButton value="preview">Preview</ToggleButton>
              </ToggleButtonGroup>
            )}
          </AppBar>
          <Box
            sx={
              wide
                ? { display: 'grid', gridTemplateColumns: '260px minmax(360px, 1fr) minmax(360px, 1.3fr)', flex: 1, minHeight: 0 }
                : { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', flex: 1, minHeight: 0 }
            }
          >
            {wide ? (
              <Box component="nav" aria-label="Content files" onKeyDown={moveInList} sx={{ overflow: 'auto', borderRight: 1, borderColor: 'divider' }}>
                {fileList}
              </Box>
            ) : (
              <Drawer open={filesOpen} onClose={() => setFilesOpen(false)} slotProps={{ paper: { sx: { width: 'min(320px, 90vw)' }, 'aria-label': 'Files' } }}>
                <Box component="nav" aria-label="Content files" onKeyDown={moveInList}>
                  {fileList}
                </Box>
              </Drawer>
            )}
            {/* Blog (issue 30): a post or the categories, in place of the form and the preview. */}
            {blogSelection && (
              <BlogWorkspace selection={blogSelection} blog={blog} setBlog={setBlog} refresh={refreshBlog} onSelect={setBlogSelection} announce={setStatus} />
            )}
            <Box
              component="main"
              id="editor-form"
              sx={{ overflow: 'auto', p: 2, display: !blogSelection && (wide || narrowView === 'form') ? 'block' : 'none' }}
            >
              <Typography
                component="h2"
                variant="subtitle1"
                tabIndex={-1}
                ref={formHeading}
                sx={{
                  fontWeight: 600,
                  mb: 1,
                  '&:focus': { outline: 'none' },
                  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
                }}
              >
                {opened ? `Editing ${opened.file}` : 'No file open'}
              </Typography>
              {issues.length > 0 && (
                <Alert severity="error" sx={{ mb: 2 }} aria-label="Problems">
                  <Typography variant="subtitle2" component="p">
                    {issues.length} problem{issues.length === 1 ? '' : 's'}; nothing can be saved until {issues.length === 1 ? 'it is' : 'they are'} fixed:
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {issues.map((issue) => (
                      <li key={`${issue.file}:${issue.path}:${issue.message}`}>
                        {issue.file === opened?.file ? (
                          <Link component="button" onClick={() => document.getElementById(fieldId(issue.path))?.focus()}>
                            {issue.path || '(file)'}
                          </Link>
                        ) : (
                          `${issue.file} ${issue.path}`
                        )}
                        : {issue.message}
                      </li>
                    ))}
                  </Box>
                </Alert>
              )}
              {opened && spec && draftIsObject && (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  <Box sx={{ flex: 1 }}>
                    <FileUsage key={opened.file} file={opened.file} pagePath={pagePath} />
                  </Box>
                  {dirty && (
                    <Button size="small" variant="outlined" onClick={revertToSaved}>
                      Revert to saved
                    </Button>
                  )}
                  {hasDraft && (
                    <Button size="small" color="error" variant="outlined" onClick={discardDraft}>
                      Discard draft
                    </Button>
                  )}
                  {opened.file.startsWith('content/pages/') && (
                    <Button size="small" color="error" variant="outlined" onClick={askDeletePage}>
                      Delete page…
                    </Button>
                  )}
                </Box>
              )}
              {opened && spec && draftIsObject ? (
                <ObjectFields object={spec} path="" />
              ) : (
                <Typography>Choose a page, site.json or a collection on the left.</Typography>
              )}
            </Box>
            <Box
              component="section"
              aria-label="Preview"
              id="editor-preview"
              sx={{
                borderLeft: wide ? 1 : 0,
                borderColor: 'divider',
                display: !blogSelection && (wide || narrowView === 'preview') ? 'flex' : 'none', // Blog (issue 30): hidden under a post
                flexDirection: 'column',
                minWidth: 0,
                minHeight: 0,
              }}
            >
              <Box sx={{ p: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <ToggleButtonGroup size="small" exclusive value={width} onChange={(_event, next) => next && setWidth(next)} aria-label="Preview width">
                  {Object.keys(WIDTHS).map((name) => (
                    <ToggleButton key={name} value={name}>
                      {name}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                <Typography variant="body2">
                  {pagePath ? `Preview of ${pagePath}` : 'Preview of the home page'}
                  {scale < 1 ? `, at ${Math.round(scale * 100)}%` : ''}
                </Typography>
              </Box>
              {previewError && <Alert severity="error">{previewError}</Alert>}
              {/* One message: before anything was drawn, the frame itself lists the problems. */}
              {issues.length > 0 && opened && lastHtml.current !== '' && <Alert severity="warning">The preview shows the last version without problems.</Alert>}
              <Box ref={pane} sx={{ flex: 1, minHeight: 0, overflow: 'hidden', bgcolor: 'grey.200' }} tabIndex={0} role="region" aria-label="Preview frame">
                {/* Drawn at the chosen width and scaled down to the pane when narrower: the page is laid out as at that width, and clicks still land on its sections. */}
                <Box sx={{ width: nominal * scale, height: '100%', mx: 'auto', overflow: 'hidden' }}>
                  <iframe
                    ref={frame}
                    title="Preview"
                    data-scale={scale}
                    style={{
                      width: nominal,
                      height: paneSize.height > 0 ? paneSize.height / scale : '100%',
                      border: 0,
                      background: colors.surface,
                      display: 'block',
                      transform: scale < 1 ? `scale(${scale})` : undefined,
                      transformOrigin: 'top left',
                    }}
                  />
                </Box>
              </Box>
            </Box>
          </Box>
        </Box>
        <Dialog open={dialog !== undefined} onClose={() => setDialog(undefined)} maxWidth="md" fullWidth>
          {dialog?.kind === 'new-page' && (
            <NewPageForm
              onCancel={() => setDialog(undefined)}
              onCreated={(file) => {
                setDialog(undefined);
                setStatus(`Created ${file}`);
                refreshUsage();
                void get<{ files: ContentFileSummary[] }>('/api/files').then((next) => setFiles(next.files));
                void open(file);
              }}
            />
          )}
          {dialog?.kind === 'diff' && (
            <>
              <DialogTitle>Save {opened?.file}?</DialogTitle>
              <DialogContent>
                {dialog.breaks.length > 0 && (
                  <Alert severity="warning" sx={{ mb: 2 }} aria-label="Used elsewhere">
                    <Typography variant="subtitle2" component="p">
                      This change removes or renames what other places use:
                    </Typography>
                    {dialog.breaks.map((broken) => (
                      <Box key={broken.what} sx={{ mt: 1 }}>
                        <Typography variant="body2">{broken.what}, used by:</Typography>
                        <WhereUsed places={broken.usedBy} empty="" label={`Uses of ${broken.what}`} />
                      </Box>
                    ))}
                  </Alert>
                )}
                <DiffView diff={dialog.diff} />
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setDialog(undefined)}>Cancel</Button>
                <Button variant="contained" onClick={() => save(true, dialog.expect)}>
                  Write these changes
                </Button>
              </DialogActions>
            </>
          )}
          {dialog?.kind === 'delete-page' && (
            <>
              <DialogTitle>Delete the page {dialog.path}?</DialogTitle>
              <DialogContent>
                <Typography sx={{ mb: 1 }}>
                  This deletes {dialog.file} from the disk. It cannot be undone in the editor (Undo covers changes inside a file, not deleting one); if the file
                  is committed, git can bring it back.
                </Typography>
                {dialog.links.length > 0 ? (
                  <Alert severity="warning" aria-label="Links to this page">
                    <Typography variant="subtitle2" component="p">
                      {dialog.links.length} link{dialog.links.length === 1 ? '' : 's'} to {dialog.path} will point nowhere; the validator reports them until
                      they are changed:
                    </Typography>
                    <WhereUsed places={dialog.links} empty="" label={`Links to ${dialog.path}`} />
                  </Alert>
                ) : (
                  <Typography>No page, navigation or collection links to {dialog.path}.</Typography>
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setDialog(undefined)}>Cancel</Button>
                <Button variant="contained" color="error" onClick={() => deletePage(dialog.file, dialog.version)}>
                  Delete the page
                </Button>
              </DialogActions>
            </>
          )}
          {dialog?.kind === 'merge' && opened && (
            <MergeDialog
              file={opened.file}
              title={dialog.from === 'save' ? `${opened.file} changed on disk since you opened it` : `${opened.file} changed on disk since your draft was made`}
              base={dialog.base}
              mine={dialog.mine}
              theirs={dialog.theirs}
              onLater={() => {
                setDialog(undefined);
                setStatus(
                  dialog.from === 'save'
                    ? 'Nothing was written; your draft is kept.'
                    : 'Your draft is kept in this browser; the form shows the disk version, and changes made here are not kept until you open the file again and merge.',
                );
              }}
              onDiscard={() => {
                forgetDraft(localStorage, opened.file);
                refreshDrafts();
                setDialog(undefined);
                void open(opened.file);
              }}
              onMerge={(merged) => {
                const doc = currentDoc();
                if (!doc) return;
                // The disk's version is the new base; the merge is one undoable step on top of it.
                const base =
                  dialog.from === 'save' ? { ...doc, version: dialog.version, original: dialog.theirs } : openDoc(doc.file, dialog.version, dialog.theirs);
                setDoc(replace(base, merged), '');
                setDialog(undefined);
                setStatus('Merged: both sides are kept in the draft; Save shows what would change.');
              }}
            />
          )}
        </Dialog>
      </Editing.Provider>
    </ThemeProvider>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
