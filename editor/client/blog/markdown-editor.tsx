import { Autocomplete, Box, Button, ButtonGroup, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type KeyboardEvent, useContext, useRef, useState } from 'react';
import { Editing } from '../editing-context';
import { BlogUploadDialog } from './blog-upload';
import { emphasis, heading, image, link, list, quote, type Selection } from './markdown-commands';

type Command = { label: string; keys: string; shortcut: string; run: (selection: Selection) => Selection | 'link' | 'image' };

/** The toolbar: only what the post renderer shows (headings, bold, italic, lists, links, images, quotes), each with its keys. */
const COMMANDS: Command[] = [
  { label: 'Heading', keys: 'Control+Alt+2', shortcut: 'Ctrl+Alt+2', run: (selection) => heading(selection, 2) },
  { label: 'Subheading', keys: 'Control+Alt+3', shortcut: 'Ctrl+Alt+3', run: (selection) => heading(selection, 3) },
  { label: 'Bold', keys: 'Control+B', shortcut: 'Ctrl+B', run: (selection) => emphasis(selection, 'bold') },
  { label: 'Italic', keys: 'Control+I', shortcut: 'Ctrl+I', run: (selection) => emphasis(selection, 'italic') },
  { label: 'Bulleted list', keys: 'Control+Shift+8', shortcut: 'Ctrl+Shift+8', run: (selection) => list(selection, 'bullet') },
  { label: 'Numbered list', keys: 'Control+Shift+7', shortcut: 'Ctrl+Shift+7', run: (selection) => list(selection, 'number') },
  { label: 'Quote', keys: 'Control+Shift+9', shortcut: 'Ctrl+Shift+9', run: quote },
  { label: 'Link', keys: 'Control+K', shortcut: 'Ctrl+K', run: () => 'link' },
  { label: 'Image', keys: 'Control+Alt+I', shortcut: 'Ctrl+Alt+I', run: () => 'image' },
];

/**
 * Writes a command's change into the text area as typing would (the browser's insertText), only the
 * part that differs, so the browser's own undo (Ctrl+Z) takes a command back like any typing. The
 * input event it fires is what updates the draft. False where the browser cannot: the caller sets the value.
 */
function typeInto(element: HTMLTextAreaElement, before: string, after: string): boolean {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  element.focus();
  element.setSelectionRange(start, before.length - end);
  const inserted = after.slice(start, after.length - end);
  // execCommand is the one way to change a text area's value that the browser's undo history records.
  const done = inserted === '' ? document.execCommand('delete') : document.execCommand('insertText', false, inserted);
  return done && element.value === after;
}

/** The command a key press means, by `event.code` (a layout's shifted digits differ; the physical key does not). */
function commandOf(event: KeyboardEvent): Command | undefined {
  if (!(event.ctrlKey || event.metaKey)) return undefined;
  const key = event.code.replace(/^Key|^Digit/, '');
  const wanted = `Control+${event.altKey ? 'Alt+' : ''}${event.shiftKey ? 'Shift+' : ''}${key}`;
  return COMMANDS.find((command) => command.keys === wanted);
}

/**
 * The post's body: the Markdown source in a plain text area, always editable, with a toolbar and
 * keyboard shortcuts that type the Markdown for the maintainer (markdown-commands.ts). What is saved is
 * exactly this text: no rich-text model in between rewrites it (decision 034).
 */
export function MarkdownEditor({
  value,
  onChange,
  images,
  error,
  onImagesChanged,
}: {
  value: string;
  onChange: (next: string) => void;
  images: string[];
  error: string | undefined;
  onImagesChanged: (images: string[]) => void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [dialog, setDialog] = useState<{ kind: 'link' | 'image'; selection: Selection }>();
  const apply = (next: Selection) => {
    const element = area.current;
    if (element && typeInto(element, value, next.text)) {
      element.setSelectionRange(next.start, next.end);
      return;
    }
    onChange(next.text);
    // After React writes the value: the selection the command asked for, and the focus back in the text.
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.start, next.end);
    });
  };
  const run = (command: Command) => {
    const element = area.current;
    if (!element) return;
    const selection = { text: value, start: element.selectionStart, end: element.selectionEnd };
    const result = command.run(selection);
    if (result === 'link' || result === 'image') setDialog({ kind: result, selection });
    else apply(result);
  };
  return (
    <Box>
      <ButtonGroup size="small" variant="outlined" aria-label="Formatting" sx={{ flexWrap: 'wrap', mb: 0.5 }}>
        {COMMANDS.map((command) => (
          <Button key={command.label} onClick={() => run(command)} aria-keyshortcuts={command.keys} title={`${command.label} (${command.shortcut})`}>
            {command.label}
          </Button>
        ))}
      </ButtonGroup>
      <TextField
        inputRef={area}
        label="Body (Markdown)"
        id="post-field-body"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          const command = commandOf(event);
          if (!command) return;
          event.preventDefault();
          run(command);
        }}
        multiline
        minRows={14}
        fullWidth
        error={error !== undefined}
        helperText={error ?? 'Plain Markdown, saved as written. The toolbar and its keys type the Markdown for you.'}
        slotProps={{ htmlInput: { spellCheck: true, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14 } } }}
      />
      {dialog?.kind === 'link' && (
        <LinkDialog
          selected={dialog.selection.text.slice(dialog.selection.start, dialog.selection.end)}
          onClose={() => setDialog(undefined)}
          onDone={(href, label) => {
            setDialog(undefined);
            apply(link(dialog.selection, href, label));
          }}
        />
      )}
      {dialog?.kind === 'image' && (
        <ImageDialog
          images={images}
          onImagesChanged={onImagesChanged}
          onClose={() => setDialog(undefined)}
          onDone={(src, alt) => {
            setDialog(undefined);
            apply(image(dialog.selection, src, alt));
          }}
        />
      )}
    </Box>
  );
}

/** A link: a page of the site from the internal-link picker (the site's routes), or any address typed. */
function LinkDialog({ selected, onClose, onDone }: { selected: string; onClose: () => void; onDone: (href: string, label: string) => void }) {
  const { routes } = useContext(Editing);
  const [href, setHref] = useState('');
  const [label, setLabel] = useState(selected);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Insert a link</DialogTitle>
      <DialogContent>
        <Autocomplete
          freeSolo
          options={routes}
          inputValue={href}
          onInputChange={(_event, next) => setHref(next)}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label="Link to"
              helperText="A page of the site (choose from the list) or an address such as https://…"
              margin="dense"
            />
          )}
        />
        <TextField label="Link text" value={label} onChange={(event) => setLabel(event.target.value)} fullWidth margin="dense" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={href.trim() === ''} onClick={() => onDone(href.trim(), label.trim())}>
          Insert link
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An image in the body: one of content/blog/images/ (or a new upload), with its alt text, required. */
function ImageDialog({
  images,
  onImagesChanged,
  onClose,
  onDone,
}: {
  images: string[];
  onImagesChanged: (images: string[]) => void;
  onClose: () => void;
  onDone: (src: string, alt: string) => void;
}) {
  const [name, setName] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Insert an image</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={images}
          value={name}
          onChange={(_event, next) => setName(next)}
          renderInput={(params) => <TextField {...params} autoFocus label="Image in content/blog/images/" margin="dense" />}
        />
        <Button size="small" onClick={() => setUploading(true)}>
          Upload an image…
        </Button>
        {uploading && (
          <BlogUploadDialog
            onClose={() => setUploading(false)}
            onUploaded={(uploaded, all) => {
              setUploading(false);
              onImagesChanged(all);
              setName(uploaded);
            }}
          />
        )}
        <TextField
          label="Alt text"
          required
          helperText="What the image shows, read by screen readers"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          fullWidth
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!name || alt.trim() === ''} onClick={() => name && onDone(`/uploads/${name}`, alt.trim())}>
          Insert image
        </Button>
      </DialogActions>
    </Dialog>
  );
}
