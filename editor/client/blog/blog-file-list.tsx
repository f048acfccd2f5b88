import { Box, Button, List, ListItemButton, ListItemText, ListSubheader, TextField } from '@mui/material';
import { useState } from 'react';
import type { BlogListing } from './blog-api';

/** What the blog view shows: a post (undefined file: a new one) or the categories form. */
export type BlogSelection = { kind: 'post'; file: string | undefined } | { kind: 'categories' } | undefined;

/**
 * The blog's group of the file list: the posts newest first with their date, category and title (a
 * search over titles), a new post, and the categories as their own form.
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
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const posts = (blog?.posts ?? []).filter((post) => words.every((word) => post.title.toLowerCase().includes(word)));
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
      {posts.map((post) => (
        <ListItemButton
          key={post.file}
          selected={selected?.kind === 'post' && selected.file === post.file}
          onClick={() => onSelect({ kind: 'post', file: post.file })}
          data-post={post.file}
        >
          <ListItemText
            primary={post.title}
            secondary={`${post.date} · ${post.category}${post.problems > 0 ? ` · ${post.problems} problem${post.problems === 1 ? '' : 's'}` : ''}`}
          />
        </ListItemButton>
      ))}
      {blog && posts.length === 0 && <ListItemText sx={{ px: 2 }} secondary={words.length > 0 ? 'No post title has these words.' : 'No posts yet.'} />}
    </List>
  );
}
