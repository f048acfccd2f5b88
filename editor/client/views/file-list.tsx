import { Box, Button, List, ListItemButton, ListItemText, ListSubheader, type SxProps, TextField, Typography } from '@mui/material';
import { type KeyboardEvent, useDeferredValue, useState } from 'react';
import { openFromList } from '../actions/open-file';
import { BlogFileList } from '../blog/blog-file-list';
import type { ContentFileSummary } from '../form-types';
import { contentIndex } from '../state/content-index';
import { editorStore } from '../state/editor-store';
import { useStore } from '../state/store';
import { announce, selectBlog, setFilesOpen, showDialog, uiStore } from '../state/ui-store';
import { visuallyHidden } from './theme';

/** A file with a draft: a dot, and "unsaved" for screen readers. */
function DraftMarker() {
  return (
    <Box component="span" data-draft-marker sx={{ color: 'warning.dark', fontSize: 18, lineHeight: 1, ml: 1 }} title="Unsaved draft">
      <span aria-hidden="true">●</span>
      <Box component="span" sx={visuallyHidden}>
        unsaved
      </Box>
    </Box>
  );
}

/** The arrows, Home and End move between the list's entries. */
function moveInList(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-file]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
}

/**
 * At most this many pages (and as many collections) are listed at once: a site of thousands of pages
 * lists the first ones, says how many more there are, and the filter finds any of them.
 */
const SHOWN = 100;

/** Whether a file's path, title or file name contains every word typed in the filter (any case). */
const matches = (file: ContentFileSummary, words: string[]) => {
  const text = `${file.path ?? ''} ${file.title ?? ''} ${file.file.replace(/^content\//, '')}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

/** "and 3,900 more" under a list cut at SHOWN. */
function More({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Typography variant="body2" sx={{ px: 2, py: 0.5, color: 'text.secondary' }}>
      and {count.toLocaleString('en')} more: type part of a path or title above to find one
    </Typography>
  );
}

/**
 * The content files: the unsaved drafts first, then site.json, the pages by path and the collections.
 * The whole list is one Tab stop (a roving tabindex): the open file's entry, or the last one focused.
 */
export function FileList({ sx }: { sx?: SxProps }) {
  const files = useStore(contentIndex, (state) => state.files);
  const drafts = useStore(editorStore, (state) => state.drafts);
  const openFile = useStore(editorStore, (state) => state.doc?.file);
  const blog = useStore(contentIndex, (state) => state.blog);
  const blogSelection = useStore(uiStore, (state) => state.blogSelection);
  const [focusedFile, setFocusedFile] = useState<string>();
  const [filter, setFilter] = useState('');
  // Typing in the filter stays instant on a large site: the list follows a moment later.
  const words = useDeferredValue(filter).toLowerCase().split(/\s+/).filter(Boolean);
  const allPages = files.filter((file) => file.kind === 'page' && matches(file, words)).sort((a, b) => (a.path ?? '').localeCompare(b.path ?? ''));
  const allCollections = files.filter((file) => file.kind === 'collection' && matches(file, words));
  const pages = allPages.slice(0, SHOWN);
  const collections = allCollections.slice(0, SHOWN);
  const siteShown = matches({ file: 'content/site.json', kind: 'site', title: 'site navigation footers contact details redirects' }, words);
  const listed = [...(siteShown ? ['content/site.json'] : []), ...pages.map((page) => page.file), ...collections.map((file) => file.file)];
  const roving = [focusedFile, openFile].find((file) => file !== undefined && listed.includes(file)) ?? listed[0];
  const marker = (file: string) => drafts.includes(file) && <DraftMarker />;
  const fileItem = (file: string) => ({
    selected: openFile === file,
    tabIndex: file === roving ? 0 : -1,
    'data-file': file,
    onFocus: () => setFocusedFile(file),
    onClick: () => openFromList(file),
  });
  return (
    <Box component="nav" aria-label="Content files" onKeyDown={moveInList} sx={sx}>
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
            <ListItemButton key={file} selected={openFile === file} onClick={() => openFromList(file)} tabIndex={-1} data-file={file}>
              <ListItemText primary={file.replace(/^content\//, '')} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItemButton>
          ))}
        </List>
      )}
      {/* Posts and categories; before the other files, so the list's Tab stop stays the last of the list (Shift+Tab from the form). */}
      <BlogFileList
        blog={blog}
        selected={blogSelection}
        onSelect={(next) => {
          setFilesOpen(false);
          selectBlog(next);
          // The status line says what is open, as for a page (not the last page opened).
          if (next?.kind === 'post') announce(next.file ? `Opened ${next.file}` : 'A new post: give it a file name and a title');
          else if (next?.kind === 'categories') announce('Opened the blog categories (content/blog/categories.json)');
        }}
      />
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setFilesOpen(false);
            showDialog({ kind: 'new-page' });
          }}
        >
          New page
        </Button>
      </Box>
      <Box sx={{ px: 2, pt: 1.5 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label="Find a file"
          helperText={words.length > 0 ? `${allPages.length + allCollections.length + (siteShown ? 1 : 0)} found` : ' '}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          // The count is read out as it changes (a live region that is there before the first word is typed).
          slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
        />
      </Box>
      {siteShown && (
        <List component="div" dense subheader={<ListSubheader component="div">Site</ListSubheader>}>
          <ListItemButton {...fileItem('content/site.json')}>
            <ListItemText primary="site.json" secondary="navigation, footers, contact details, redirects" />
            {marker('content/site.json')}
          </ListItemButton>
        </List>
      )}
      <List component="div" dense subheader={<ListSubheader component="div">Pages</ListSubheader>}>
        {pages.map((page) => (
          <ListItemButton key={page.file} {...fileItem(page.file)}>
            <ListItemText primary={page.path} secondary={`${page.title ?? ''} · ${page.layout ?? 'main'}`} />
            {marker(page.file)}
          </ListItemButton>
        ))}
      </List>
      <More count={allPages.length - pages.length} />
      <List component="div" dense subheader={<ListSubheader component="div">Collections</ListSubheader>}>
        {collections.map((collection) => (
          <ListItemButton key={collection.file} {...fileItem(collection.file)}>
            <ListItemText primary={collection.file.replace('content/collections/', '')} />
            {marker(collection.file)}
          </ListItemButton>
        ))}
      </List>
      <More count={allCollections.length - collections.length} />
    </Box>
  );
}
