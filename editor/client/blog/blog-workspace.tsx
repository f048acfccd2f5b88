import { Alert, Box } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import type { BlogListing } from './blog-api';
import type { BlogSelection } from './blog-file-list';
import { CategoriesForm } from './categories-form';
import { PostView } from './post-view';

/**
 * The blog's two columns (form and preview) in place of a page's: the post open, or the categories.
 * App draws it when the file list's blog group chose something (the lead's view split places it).
 */
export function BlogWorkspace({
  selection,
  blog,
  setBlog,
  refresh,
  onSelect,
  announce,
}: {
  selection: Exclude<BlogSelection, undefined>;
  blog: BlogListing | undefined;
  setBlog: (blog: BlogListing) => void;
  refresh: () => void;
  onSelect: (next: BlogSelection) => void;
  announce: (message: string) => void;
}) {
  if (!blog) return <Alert severity="info">Reading content/blog/…</Alert>;
  if (selection.kind === 'categories')
    return (
      <OwnUndo>
        <CategoriesForm categories={blog.categories} onSaved={refresh} announce={announce} />
      </OwnUndo>
    );
  return (
    <OwnUndo>
      <PostView
        key={selection.file ?? 'new'}
        file={selection.file}
        blog={blog}
        onImagesChanged={(images) => setBlog({ ...blog, images })}
        onSaved={(file) => {
          refresh();
          if (selection.file !== file) onSelect({ kind: 'post', file });
        }}
        onDeleted={() => {
          refresh();
          onSelect(undefined);
        }}
        announce={announce}
      />
    </OwnUndo>
  );
}

/**
 * Ctrl+Z and Ctrl+Y inside the blog's views are the browser's own undo of the field being typed in:
 * kept from the page editor's shortcut (App.tsx), which would step a page's history out of sight.
 * `display: contents`: the views stay cells of the editor's grid.
 */
function OwnUndo({ children }: { children: ReactNode }) {
  const keep = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && ['z', 'y'].includes(event.key.toLowerCase())) event.stopPropagation();
  };
  return (
    <Box sx={{ display: 'contents' }} onKeyDown={keep}>
      {children}
    </Box>
  );
}
