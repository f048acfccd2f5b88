import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type { BlogCategory, PostFields, PostIssue } from './blog-api';
import { BlogUploadDialog } from './blog-upload';

/** The first problem at a field, for its helper text. */
export const issueAt = (issues: readonly PostIssue[], field: string) => issues.find((issue) => issue.field === field)?.message;

/**
 * A post's front matter as a form (the post schema of server/blog/blog-content.ts): title, date and
 * "updated" (date pickers), author, category (a picker over categories.json, never free text) and
 * image (a picker over content/blog/images/, or an upload). The slug (the file name) is shown; for a
 * new post it is typed once, then kept: the post's address stays stable.
 */
export function PostFieldsForm({
  fields,
  onChange,
  slug,
  onSlugChange,
  categories,
  images,
  onImagesChanged,
  issues,
}: {
  fields: PostFields;
  onChange: (next: PostFields) => void;
  slug: string;
  /** Only for a post not yet saved: its file name can still be chosen. */
  onSlugChange: ((slug: string) => void) | undefined;
  categories: BlogCategory[];
  images: string[];
  onImagesChanged: (images: string[]) => void;
  issues: readonly PostIssue[];
}) {
  const [uploading, setUploading] = useState(false);
  const set = (key: string, value: string) => onChange({ ...fields, [key]: value });
  const text = (key: string, label: string, help: string, type: 'text' | 'date' = 'text', required = true) => (
    <TextField
      id={`post-field-${key}`}
      label={label}
      type={type}
      value={fields[key] ?? ''}
      onChange={(event) => set(key, event.target.value)}
      required={required}
      error={issueAt(issues, key) !== undefined}
      helperText={issueAt(issues, key) ?? help}
      fullWidth
      size="small"
      margin="dense"
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  const known = categories.some((category) => category.title === fields.category);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <TextField
        id="post-field-slug"
        label="File name (slug)"
        value={slug}
        onChange={(event) => onSlugChange?.(event.target.value)}
        disabled={onSlugChange === undefined}
        error={issueAt(issues, 'slug') !== undefined}
        helperText={
          issueAt(issues, 'slug') ??
          (onSlugChange
            ? 'Lower-case words joined by "-": content/blog/posts/<slug>.md. Kept once saved.'
            : `content/blog/posts/${slug}.md, kept so the post's links stay valid`)
        }
        fullWidth
        size="small"
        margin="dense"
      />
      {text('title', 'Title', 'The post heading and the title of its page')}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {text('date', 'Date', 'The day it is published')}
        {text('updated', 'Updated', 'The last revision, if any', 'date', false)}
      </Box>
      {text('author', 'Author', 'Shown under the title')}
      <TextField
        id="post-field-category"
        select
        label="Category"
        value={known ? fields.category : ''}
        onChange={(event) => set('category', event.target.value)}
        required
        error={issueAt(issues, 'category') !== undefined}
        helperText={
          issueAt(issues, 'category') ??
          (fields.category && !known ? `"${fields.category}" is not a category; choose one` : 'From content/blog/categories.json')
        }
        fullWidth
        size="small"
        margin="dense"
      >
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.title}>
            {category.title}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Autocomplete
          id="post-field-image"
          sx={{ flex: 1 }}
          options={images}
          value={fields.image ? fields.image : null}
          onChange={(_event, next) => set('image', next ?? '')}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Image"
              error={issueAt(issues, 'image') !== undefined}
              helperText={issueAt(issues, 'image') ?? 'Shown above the post and on its card, as decoration beside the title (so it has no alt text)'}
              size="small"
              margin="dense"
            />
          )}
        />
        <Button size="small" sx={{ mt: 2 }} onClick={() => setUploading(true)}>
          Upload…
        </Button>
      </Box>
      {uploading && (
        <BlogUploadDialog
          onClose={() => setUploading(false)}
          onUploaded={(name, all) => {
            setUploading(false);
            onImagesChanged(all);
            set('image', name);
          }}
        />
      )}
    </Box>
  );
}
