import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { post } from './api';
import { Editing } from './editing-context';
import type { UsagePlace } from './form-types';

/** Set by an image field (src + alt) for its src: an upload then fills both, the alt text from the upload dialog. */
export const ImageSlot = createContext<((src: string, alt: string) => void) | undefined>(undefined);

/** "/services › section 3 "services-grid" (card-grid)", or "site.json › navigation[2].href". */
export function placeLabel(place: UsagePlace): string {
  const where = place.pagePath ?? place.file.replace(/^content\//, '');
  const section =
    place.section !== undefined
      ? ` › section ${place.section + 1}${place.sectionId ? ` "${place.sectionId}"` : ''}${place.sectionType ? ` (${place.sectionType})` : ''}`
      : ` › ${place.path}`;
  return `${where}${section}${place.via ? `, showing ${place.via}` : ''}`;
}

function PlaceLink({ place }: { place: UsagePlace }) {
  const { goTo } = useContext(Editing);
  return (
    // At least 24 px high (WCAG 2.2 target size): the places are a list of links one under another.
    <Link component="button" type="button" onClick={() => goTo(place)} sx={{ textAlign: 'left', minHeight: 24, lineHeight: '24px' }}>
      {placeLabel(place)}
    </Link>
  );
}

/** The places something is used, each a link that opens the file and selects the section. */
export function WhereUsed({ places, empty, label }: { places: UsagePlace[]; empty: string; label: string }) {
  if (places.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {places.map((place) => (
        <li key={`${place.file}:${place.path}:${place.via ?? ''}`}>
          <PlaceLink place={place} />
        </li>
      ))}
    </Box>
  );
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg';

/**
 * Uploads an image into public/img/<folder>/ (media.ts checks its type by its bytes, its size and,
 * for SVG, that it holds no script). For an image field the alt text is asked for here: a text, or
 * the explicit choice of a decorative image (empty alt).
 */
export function UploadDialog({
  folder: startFolder,
  withAlt,
  onClose,
  onUploaded,
}: {
  folder: string;
  withAlt: boolean;
  onClose: () => void;
  onUploaded: (src: string, alt: string) => void;
}) {
  const { images, setImages } = useContext(Editing);
  const [file, setFile] = useState<File>();
  const [folder, setFolder] = useState(startFolder);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const folders = [...new Set(images.map((image) => image.split('/').slice(2, -1).join('/')).filter(Boolean))].sort();
  const altMissing = withAlt && !decorative && alt.trim() === '';
  const upload = async () => {
    if (!file) return setError('Choose a file first.');
    if (altMissing) return setError('Describe the image for people who cannot see it, or mark it as decorative.');
    setBusy(true);
    setError(undefined);
    try {
      const data = base64Of(new Uint8Array(await file.arrayBuffer()));
      const answer = await post<{ src: string; images: string[] }>('/api/upload', { folder, name: file.name, data });
      setImages(answer.images);
      onUploaded(answer.src, decorative ? '' : alt.trim());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Upload an image</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          JPEG, PNG, WebP, AVIF or SVG (an SVG with scripts or outside references is refused). It is saved under public/img/ with a kebab-case name; an existing
          file is never replaced.
        </Typography>
        {/* A real button that opens the hidden file input (a label given the button role is not allowed one, axe's aria-allowed-role). */}
        <Button variant="outlined" size="small" onClick={() => fileInput.current?.click()}>
          Choose a file…
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept={ACCEPT}
          aria-label="Image file"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setError(undefined);
          }}
        />
        <Typography component="span" variant="body2" sx={{ ml: 1 }} data-testid="upload-file-name">
          {file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : 'No file chosen'}
        </Typography>
        <Autocomplete
          freeSolo
          options={folders}
          value={folder}
          onInputChange={(_event, next) => setFolder(next)}
          renderInput={(params) => (
            <TextField {...params} label="Folder under public/img/" helperText='kebab-case, like "hero" or "clients"' size="small" margin="dense" required />
          )}
        />
        {withAlt && (
          <>
            <TextField
              label="Alt text"
              helperText="What the image shows, read by screen readers"
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              disabled={decorative}
              required={!decorative}
              fullWidth
              size="small"
              margin="dense"
            />
            <FormControlLabel
              control={<Checkbox checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />}
              label="Decorative only (empty alt text)"
            />
          </>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy || !file || altMissing} onClick={upload}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What uses the open file: the links to a page (with its anchors), or, for a collection, the sections
 * that show each entry. Each place links there. As saved on disk.
 */
export function FileUsage({ file, pagePath }: { file: string; pagePath: string | undefined }) {
  const { usage } = useContext(Editing);
  const [open, setOpen] = useState(false);
  if (!usage) return null;
  let places: UsagePlace[] = [];
  let body: ReactNode = null;
  if (pagePath !== undefined) {
    // Links from other files; the page's own "#anchor" links are not uses of it.
    places = (usage.links[pagePath] ?? []).filter((place) => place.file !== file);
    body = <WhereUsed places={places} empty="No page, navigation or collection links to this page." label={`Links to ${pagePath}`} />;
  } else {
    const collection = usage.collections.find((candidate) => candidate.file === file);
    if (!collection) return null;
    places = collection.usedBy;
    body = (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`Where the entries of ${collection.name} are shown`}>
        {collection.entries.map((entry) => (
          <li key={entry.index}>
            <strong>
              {entry.index + 1}. {entry.title}
            </strong>
            {entry.group ? ` (${entry.group})` : ''}:{' '}
            {entry.usedBy.length === 0 ? 'shown on no page' : <WhereUsed places={entry.usedBy} empty="" label={`Where ${entry.title} is shown`} />}
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ mb: 1 }}>
      <Button size="small" variant="text" onClick={() => setOpen(!open)} aria-expanded={open}>
        {pagePath !== undefined ? `Links to this page (${places.length})` : `Where used (${places.length} sections)`}
      </Button>
      {open && <Box sx={{ p: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>{body}</Box>}
    </Box>
  );
}

/** Deleting an image file: where the content uses it first, then a confirmation; a deleted file cannot be brought back by Undo. */
export function DeleteImageDialog({ src, onClose }: { src: string; onClose: (deleted: boolean) => void }) {
  const { setImages } = useContext(Editing);
  const [uses, setUses] = useState<UsagePlace[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    post<{ uses: UsagePlace[] }>('/api/images/delete', { src }).then(
      (answer) => setUses(answer.uses),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [src]);
  const remove = () =>
    post<{ images: string[] }>('/api/images/delete', { src, confirm: true }).then(
      (answer) => {
        setImages(answer.images);
        onClose(true);
      },
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  return (
    <Dialog open onClose={() => onClose(false)} maxWidth="sm" fullWidth>
      <DialogTitle>Delete the image {src}?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          This deletes public{src} from the disk. It cannot be undone in the editor; if the file is committed, git can bring it back.
        </Typography>
        {uses === undefined && !error && <Typography>Looking for where it is used…</Typography>}
        {uses !== undefined &&
          (uses.length > 0 ? (
            <Alert severity="warning" aria-label="Where the image is used">
              <Typography variant="subtitle2" component="p">
                The content uses it in {uses.length} place{uses.length === 1 ? '' : 's'}; the validator reports each until it is changed:
              </Typography>
              <WhereUsed places={uses} empty="" label={`Where ${src} is used`} />
            </Alert>
          ) : (
            <Typography>No page, site.json or collection uses it.</Typography>
          ))}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" color="error" disabled={uses === undefined} onClick={remove}>
          Delete the image
        </Button>
      </DialogActions>
    </Dialog>
  );
}
