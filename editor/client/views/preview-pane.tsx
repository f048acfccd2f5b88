import { Alert, Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { colors } from '../../../src/theme/tokens';
import { PREVIEW_FRAME_ID } from '../actions/live-preview';
import { drawSavedHomePage } from '../saved-home-preview';
import { draftPagePath, editorStore } from '../state/editor-store';
import { useStore } from '../state/store';
import { uiStore } from '../state/ui-store';

const WIDTHS = { phone: 390, tablet: 820, desktop: 1280 } as const;
export const PREVIEW_PANE_ID = 'editor-preview-pane';

/** The pane's size: a frame wider than the pane is drawn at its nominal width and scaled down to fit. */
function usePaneSize(pane: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [pane]);
  return size;
}

/** The right column: the width switch, what is shown, and the frame the live preview (actions/live-preview.ts) draws into. */
export function PreviewPane({ wide }: { wide: boolean }) {
  const openFile = useStore(editorStore, (state) => state.doc?.file);
  const pagePath = useStore(editorStore, draftPagePath);
  const narrowView = useStore(uiStore, (state) => state.narrowView);
  // A post or the categories are drawn in place of the form and the preview (issue 30).
  const inBlog = useStore(uiStore, (state) => state.blogSelection !== undefined);
  const previewError = useStore(uiStore, (state) => state.previewError);
  const staleShown = useStore(uiStore, (state) => state.issues.length > 0 && state.drawn);
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const pane = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const paneSize = usePaneSize(pane);
  // With no file open, the saved home page (never a blank frame under "Preview of the home page").
  useEffect(() => {
    if (openFile === undefined) return drawSavedHomePage(frame.current);
  }, [openFile]);
  const nominal = WIDTHS[width];
  const scale = paneSize.width > 0 && paneSize.width < nominal ? paneSize.width / nominal : 1;
  return (
    <Box
      component="section"
      aria-label="Preview"
      id="editor-preview"
      sx={{
        borderLeft: wide ? 1 : 0,
        borderColor: 'divider',
        display: !inBlog && (wide || narrowView === 'preview') ? 'flex' : 'none',
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
      {staleShown && openFile && <Alert severity="warning">The preview shows the last version without problems.</Alert>}
      <Box
        ref={pane}
        id={PREVIEW_PANE_ID}
        sx={{ flex: 1, minHeight: 0, overflow: 'hidden', bgcolor: 'grey.200' }}
        tabIndex={0}
        role="region"
        aria-label="Preview frame"
      >
        {/* Drawn at the chosen width and scaled down to the pane when narrower: the page is laid out as at that width, and clicks still land on its sections. */}
        <Box sx={{ width: nominal * scale, height: '100%', mx: 'auto', overflow: 'hidden' }}>
          <iframe
            ref={frame}
            id={PREVIEW_FRAME_ID}
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
  );
}
