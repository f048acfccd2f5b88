import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { base64Of, uploadBlogImage } from './blog-api';

/**
 * Uploads an image for posts into content/blog/images/: the same checks as every upload of the editor
 * (its type by its bytes, its size, its pixels; media.ts), a JPEG, PNG, WebP or AVIF, a kebab-case name
 * made unique. The caller asks for the alt text where the image is used.
 */
export function BlogUploadDialog({ onClose, onUploaded }: { onClose: () => void; onUploaded: (name: string, images: string[]) => void }) {
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await uploadBlogImage(file.name, base64Of(new Uint8Array(await file.arrayBuffer())));
      onUploaded(answer.name, answer.images);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Upload an image for posts</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          JPEG, PNG, WebP or AVIF. It is saved in content/blog/images/ with a kebab-case name; an existing file is never replaced.
        </Typography>
        <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
          Choose a file…
        </Button>
        <input
          ref={input}
          hidden
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif"
          aria-label="Image file"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setError(undefined);
          }}
        />
        <Typography component="span" variant="body2" sx={{ ml: 1 }}>
          {file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : 'No file chosen'}
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy || !file} onClick={upload}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
