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
import { colors } from '../../../src/theme/tokens';
import { ApiError, get, post } from './api';
import { Editing, ObjectFields } from './fields';
import type { BrokenUse, ContentFileSummary, EditorIssue, FormSpecs, ObjectSpec, UsageIndex, UsagePlace } from './form-types';
import { FileUsage, placeLabel, WhereUsed } from './media-fields';
import { fieldId } from './paths';
import { drawSavedHomePage } from './saved-home-preview';

type Opened = { file: string; version: string; original: unknown; draft: unknown };
type SaveDialog =
  | { kind: 'diff'; diff: string; expect: string; breaks: BrokenUse[] }
  | { kind: 'conflict'; disk: string; version: string }
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

const HISTORY_PAUSE = 600;
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
const draftKey = (file: string) => `site-editor:draft:${file}`;

function restoreDraft(file: string, version: string): unknown {
  try {
    const stored = JSON.parse(localStorage.getItem(draftKey(file)) ?? 'null') as { base: string; value: unknown } | null;
    return stored && stored.base === version ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

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
  const [opened, setOpened] = useState<Opened>();
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
  // Undo and redo, per file, kept across saves; changes within HISTORY_PAUSE ms of each other (typing) are one step.
  const history = useRef(new Map<string, { past: unknown[]; future: unknown[]; at: number }>());
  const [, setHistoryVersion] = useState(0);
  const historyOf = (file: string) => {
    let entry = history.current.get(file);
    if (!entry) {
      entry = { past: [], future: [], at: 0 };
      history.current.set(file, entry);
    }
    return entry;
  };

  const edit = (draft: unknown) => {
    if (!opened || JSON.stringify(draft) === JSON.stringify(opened.draft)) return;
    const entry = historyOf(opened.file);
    const now = Date.now();
    if (now - entry.at > HISTORY_PAUSE || entry.past.length === 0) entry.past.push(opened.draft);
    entry.at = now;
    entry.future = [];
    setHistoryVersion((version) => version + 1);
    setOpened({ ...opened, draft });
  };

  const step = (direction: 'undo' | 'redo') => {
    if (!opened) return;
    const entry = historyOf(opened.file);
    const from = direction === 'undo' ? entry.past : entry.future;
    const to = direction === 'undo' ? entry.future : entry.past;
    if (from.length === 0) return;
    to.push(opened.draft);
    const draft = from.pop();
    entry.at = 0;
    setHistoryVersion((version) => version + 1);
    setOpened({ ...opened, draft });
    setStatus(direction === 'undo' ? 'Undone' : 'Redone');
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
  }, []);
  const refreshUsage = useCallback(() => void get<UsageIndex>('/api/usage').then(setUsage), []);

  const open = useCallback(async (file: string) => {
    const answer = await get<{ file: string; text: string; version: string }>(`/api/file?file=${encodeURIComponent(file)}`);
    const original = JSON.parse(answer.text) as unknown;
    const restored = restoreDraft(file, answer.version);
    setOpened({ file, version: answer.version, original, draft: restored ?? structuredClone(original) });
    setStatus(restored === undefined ? `Opened ${file}` : `Opened ${file} with your unsaved draft`);
  }, []);

  const openFromList = (file: string) => {
    focusForm.current = true;
    setFilesOpen(false);
    setNarrowView('form');
    void open(file);
  };
  useEffect(() => {
    if (!opened || !focusForm.current) return;
    focusForm.current = false;
    requestAnimationFrame(() => formHeading.current?.focus());
  }, [opened]);
  // The preview pane's size: a frame wider than the pane is drawn at its nominal width and scaled down to fit.
  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setPaneSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const dirty = opened !== undefined && JSON.stringify(opened.draft) !== JSON.stringify(opened.original);
  const pagePath = opened?.file.startsWith('content/pages/') ? (opened.draft as { path?: string }).path : undefined;

  // Every change: kept in this browser, checked by the validator, drawn by the site's renderer.
  useEffect(() => {
    if (!opened) return drawSavedHomePage(frame.current);
    if (dirty) localStorage.setItem(draftKey(opened.file), JSON.stringify({ base: opened.version, value: opened.draft }));
    else localStorage.removeItem(draftKey(opened.file));
    let current = true;
    const timer = setTimeout(() => {
      post<{ issues: EditorIssue[]; html?: string }>('/api/preview', { drafts: { [opened.file]: opened.draft }, path: pagePath ?? '/' })
        .then((answer) => {
          if (!current) return;
          setIssues(answer.issues);
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
              const sections = (opened.draft as { sections?: { id?: string }[] }).sections ?? [];
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
        .catch((error: unknown) => current && setPreviewError(error instanceof Error ? error.message : String(error)));
    }, 120);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [opened, dirty, pagePath]);

  const fileIssues = issues.filter((issue) => issue.file === opened?.file);

  const save = async (confirm: boolean, expect?: string) => {
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
        localStorage.removeItem(draftKey(opened.file));
        setOpened({ ...opened, version: answer.version, original: structuredClone(opened.draft) });
        setDialog(undefined);
        setStatus(`Saved ${opened.file}`);
        void get<{ files: ContentFileSummary[] }>('/api/files').then((next) => setFiles(next.files));
        refreshUsage();
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && typeof error.body.disk === 'string') {
        setDialog({ kind: 'conflict', disk: error.body.disk, version: String(error.body.version) });
      } else if (error instanceof ApiError && Array.isArray(error.body.issues)) {
        setIssues(error.body.issues as EditorIssue[]);
        setDialog(undefined);
        setStatus(error.message);
      } else setStatus(error instanceof Error ? error.message : String(error));
    }
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
      localStorage.removeItem(draftKey(file));
      history.current.delete(file);
      setDialog(undefined);
      setOpened(undefined);
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
      <List component="div" dense subheader={<ListSubheader component="div">Site</ListSubheader>}>
        <ListItemButton {...fileItem('content/site.json')}>
          <ListItemText primary="site.json" secondary="navigation, footers, contact details, redirects" />
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
          </ListItemButton>
        ))}
      </List>
      <List component="div" dense subheader={<ListSubheader component="div">Collections</ListSubheader>}>
        {files
          .filter((file) => file.kind === 'collection')
          .map((collection) => (
            <ListItemButton key={collection.file} {...fileItem(collection.file)}>
              <ListItemText primary={collection.file.replace('content/collections/', '')} />
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
                {opened ? `${opened.file}${dirty ? ' (unsaved changes)' : ''}` : 'Choose a page or file'}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button onClick={() => step('undo')} disabled={!opened || historyOf(opened.file).past.length === 0} aria-keyshortcuts="Control+Z">
                  Undo
                </Button>
                <Button
                  onClick={() => step('redo')}
                  disabled={!opened || historyOf(opened.file).future.length === 0}
                  aria-keyshortcuts="Control+Shift+Z Control+Y"
                >
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
            <Box component="main" id="editor-form" sx={{ overflow: 'auto', p: 2, display: wide || narrowView === 'form' ? 'block' : 'none' }}>
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
              {opened && spec && isRecord(opened.draft) && (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  <Box sx={{ flex: 1 }}>
                    <FileUsage key={opened.file} file={opened.file} pagePath={pagePath} />
                  </Box>
                  {opened.file.startsWith('content/pages/') && (
                    <Button size="small" color="error" variant="outlined" onClick={askDeletePage}>
                      Delete page…
                    </Button>
                  )}
                </Box>
              )}
              {opened && spec && isRecord(opened.draft) ? (
                <ObjectFields object={spec} value={opened.draft} path="" onChange={edit} />
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
                display: wide || narrowView === 'preview' ? 'flex' : 'none',
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
          {dialog?.kind === 'conflict' && opened && (
            <>
              <DialogTitle>{opened.file} changed on disk since you opened it</DialogTitle>
              <DialogContent>
                <Typography>Nothing was written. The file on disk now reads:</Typography>
                <Box component="pre" sx={{ maxHeight: 240, overflow: 'auto', bgcolor: 'grey.100', fontSize: 12 }} tabIndex={0}>
                  {dialog.disk}
                </Box>
                <Typography>Your draft:</Typography>
                <Box component="pre" sx={{ maxHeight: 240, overflow: 'auto', bgcolor: 'grey.100', fontSize: 12 }} tabIndex={0}>
                  {JSON.stringify(opened.draft, null, 2)}
                </Box>
              </DialogContent>
              <DialogActions>
                <Button
                  onClick={() => {
                    localStorage.removeItem(draftKey(opened.file));
                    setDialog(undefined);
                    void open(opened.file);
                  }}
                >
                  Discard my draft, load the disk's
                </Button>
                <Button
                  variant="contained"
                  onClick={() => {
                    setOpened({ ...opened, version: dialog.version, original: JSON.parse(dialog.disk) as unknown });
                    setDialog(undefined);
                    setStatus('Your draft is kept over the disk version; Save shows what would change.');
                  }}
                >
                  Keep my draft over it
                </Button>
              </DialogActions>
            </>
          )}
        </Dialog>
      </Editing.Provider>
    </ThemeProvider>
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
