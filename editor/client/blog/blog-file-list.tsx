import { Box, Button, List, ListItemButton, ListItemText, ListSubheader, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import type { BlogListing } from './blog-api';

/** What the blog view shows: a post (undefined file: a new one) or the categories form. */
export type BlogSelection = { kind: 'post'; file: string | undefined } | { kind: 'categories' } | undefined;

/** Posts shown before "Show all": the newest, so the pages below stay in reach. */
const NEWEST = 6;

/**
 * The blog's group of the file list: the posts newest first with their date, category and title (a
 * search over titles; the newest few until "Show all"), a new post, and the categories as their own
 * form. The posts are one Tab stop, like the other files: the arrows, Home and End move among them.
 */
export function BlogFileList({
  blog,
  selected,
  onSelect,
}: {
  blog: BlogListing | undefined;
  selected: BlogSelection;
  onSelect: (next: BlogSelection) => void;
}) {
  const [search, setSearch] = useState('');
  const [all, setAll] = useState(false);
  const [focused, setFocused] = useState<string>();
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = (blog?.posts ?? []).filter((post) => words.every((word) => post.title.toLowerCase().includes(word)));
  const posts = all || words.length > 0 ? found : found.slice(0, NEWEST);
  const openFile = selected?.kind === 'post' ? selected.file : undefined;
  const roving = [focused, openFile].find((file) => file !== undefined && posts.some((post) => post.file === file)) ?? posts[0]?.file;
  const move = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-post]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (index === -1 || next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
  };
  return (
    <List component="div" role="group" aria-label="Blog" dense subheader={<ListSubheader component="div">Blog</ListSubheader>}>
      <Box sx={{ px: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => onSelect({ kind: 'post', file: undefined })}>
          New post
        </Button>
        <Button size="small" variant={selected?.kind === 'categories' ? 'contained' : 'outlined'} onClick={() => onSelect({ kind: 'categories' })}>
          Categories
        </Button>
        <TextField
          label="Search post titles"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          margin="dense"
          fullWidth
        />
      </Box>
      <Box onKeyDown={move}>
        {posts.map((post) => (
          <ListItemButton
            key={post.file}
            selected={openFile === post.file}
            onClick={() => onSelect({ kind: 'post', file: post.file })}
            onFocus={() => setFocused(post.file)}
            tabIndex={post.file === roving ? 0 : -1}
            data-post={post.file}
          >
            <ListItemText
              primary={post.title}
              secondary={`${post.date} · ${post.category}${post.problems > 0 ? ` · ${post.problems} problem${post.problems === 1 ? '' : 's'}` : ''}`}
            />
          </ListItemButton>
        ))}
      </Box>
      {!all && words.length === 0 && found.length > NEWEST && (
        <Box sx={{ px: 2 }}>
          <Button size="small" onClick={() => setAll(true)}>
            Show all {found.length} posts
          </Button>
        </Box>
      )}
      {blog && posts.length === 0 && <ListItemText sx={{ px: 2 }} secondary={words.length > 0 ? 'No post title has these words.' : 'No posts yet.'} />}
    </List>
  );
}
