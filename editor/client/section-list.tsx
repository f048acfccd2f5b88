import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApiError, post } from './api';
import type { SectionForm } from './form-types';

/** The nearest ancestor that scrolls (the editor's form column). */
function scrollerOf(element: HTMLElement): HTMLElement | undefined {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
  }
  return undefined;
}

/**
 * While a section is picked up, every section shows only its title and buttons: a section's form can be
 * taller than the window, and the places to drop it should all be in sight. `begin` runs before
 * dnd-kit measures (on the handle's pointerdown or Space/Enter), and keeps the handle where it was on the screen.
 */
const Compact = createContext<{ compact: boolean; begin: (handle: HTMLElement) => void }>({ compact: false, begin: () => undefined });

/**
 * The page's sections as a sortable list (issue 19 item 4), with @dnd-kit: dragged by a handle with the
 * mouse or touch, or from the keyboard (Space to pick up, the arrow keys to move, Space to drop, Escape
 * to cancel). Every step is announced in the editor's own live region (`announce`), not dnd-kit's.
 */
export function SortableList({
  ids,
  nameOf,
  onMove,
  announce,
  children,
}: {
  ids: string[];
  nameOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  announce: (message: string) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Where the dragged section was last announced to be: each new place is announced once.
  const announcedOver = useRef<string | number>(undefined);
  const [compact, setCompact] = useState(false);
  // dnd-kit's live region and instructions go in here, hidden: the status line is the one live region
  // (the instructions are still the handles' description, which aria-describedby reads even hidden).
  const [quiet, setQuiet] = useState<HTMLElement | null>(null);
  // Whether the press since the last `begin` became a drag.
  const dragged = useRef(false);
  const begin = (handle: HTMLElement) => {
    if (compact) return;
    dragged.current = false;
    const before = handle.getBoundingClientRect().top;
    flushSync(() => setCompact(true));
    scrollerOf(handle)?.scrollBy(0, handle.getBoundingClientRect().top - before);
    // A press that does not become a drag (a click) leaves the forms as they were.
    window.addEventListener('pointerup', () => setTimeout(() => dragged.current || end(handle)), { once: true });
  };
  const end = (handle?: HTMLElement | null) => {
    flushSync(() => setCompact(false));
    handle?.scrollIntoView({ block: 'nearest' });
  };
  // The same value while `compact` is unchanged: the items (each a consumer) are not re-rendered by a keystroke in one of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `begin` reads only `compact` and refs.
  const compactValue = useMemo(() => ({ compact, begin }), [compact]);
  const indexOf = (id: string | number | undefined) => (id === undefined ? -1 : ids.indexOf(String(id)));
  const position = (index: number) => `position ${index + 1} of ${ids.length}`;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        // The editor's status line says it all; dnd-kit's own live region stays silent.
        announcements: { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined },
        screenReaderInstructions: {
          draggable: 'To move this section, press Space, then the up and down arrow keys; press Space again to drop it, or Escape to cancel.',
        },
        restoreFocus: false,
        container: quiet ?? undefined,
      }}
      onDragStart={({ active }: DragStartEvent) => {
        dragged.current = true;
        announcedOver.current = active.id;
        announce(`Picked up ${nameOf(indexOf(active.id))}, at ${position(indexOf(active.id))}.`);
      }}
      onDragOver={({ active, over }: DragOverEvent) => {
        if (!over || over.id === announcedOver.current) return;
        announcedOver.current = over.id;
        announce(`${nameOf(indexOf(active.id))} is over ${position(indexOf(over.id))}.`);
      }}
      onDragEnd={({ active, over }: DragEndEvent) => {
        const from = indexOf(active.id);
        const to = indexOf(over?.id);
        end(document.getElementById(String(active.data.current?.handleId)));
        if (to === -1 || to === from) announce(`${nameOf(from)} dropped where it was, at ${position(from)}.`);
        else onMove(from, to);
      }}
      onDragCancel={({ active }) => {
        end(document.getElementById(String(active.data.current?.handleId)));
        announce(`Moving cancelled: ${nameOf(indexOf(active.id))} is back at ${position(indexOf(active.id))}.`);
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Compact.Provider value={compactValue}>{children}</Compact.Provider>
      </SortableContext>
      <div ref={setQuiet} aria-hidden="true" />
    </DndContext>
  );
}

/** One item of a SortableList; `children` receives the drag handle to place among the item's buttons. */
export function SortableItem({ id, handleId, label, children }: { id: string; handleId: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, data: { handleId } });
  const { compact, begin } = useContext(Compact);
  const handle = (
    <Button
      size="small"
      id={handleId}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      onPointerDown={(event) => {
        if (event.button === 0) begin(event.currentTarget);
        listeners?.onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        if ((event.key === ' ' || event.key === 'Enter') && !isDragging) begin(event.currentTarget);
        listeners?.onKeyDown?.(event);
      }}
      data-drag-handle
      aria-label={`Drag ${label}`}
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <Box component="span" aria-hidden="true" sx={{ mr: 0.5, fontSize: 16, lineHeight: 1 }}>
        ⠿
      </Box>
      Drag
    </Button>
  );
  return (
    <Box
      ref={setNodeRef}
      data-sortable-item={id}
      data-compact={compact || undefined}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 6 : undefined,
        bgcolor: 'background.paper',
        // Compact: the section's title and its row of buttons only.
        '&[data-compact] > fieldset > :not(legend):not(:has([data-drag-handle]))': { display: 'none' },
      }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </Box>
  );
}

/** The places a new section can go: before each section, or at the end. */
function PlaceField({ names, value, onChange, label = 'Place' }: { names: string[]; value: number; onChange: (at: number) => void; label?: string }) {
  return (
    <TextField select size="small" label={label} value={String(value)} onChange={(event) => onChange(Number(event.target.value))} sx={{ minWidth: 220 }}>
      {names.map((name, index) => (
        <MenuItem key={name} value={String(index)}>
          {index === 0 && names.length > 0 ? `at the start, before ${name}` : `after ${names[index - 1]}`}
        </MenuItem>
      ))}
      <MenuItem value={String(names.length)}>{names.length === 0 ? 'at the end' : `at the end, after ${names[names.length - 1]}`}</MenuItem>
    </TextField>
  );
}

/** One section type's example, drawn by the site's renderer (GET /api/section-example), scaled down; loaded when scrolled to. */
function LiveExample({ type }: { type: string }) {
  const scale = 0.25;
  return (
    <Box inert sx={{ width: 1280 * scale, height: 640 * scale, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'common.white', flex: 'none' }}>
      <iframe
        title={`Example of ${type}`}
        src={`/api/section-example?type=${encodeURIComponent(type)}`}
        loading="lazy"
        tabIndex={-1}
        style={{ width: 1280, height: 640, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', pointerEvents: 'none' }}
      />
    </Box>
  );
}

/** The section catalogue: every section type with its description and a live render of its example, added at a chosen place. */
export function SectionCatalogue({
  sections,
  names,
  initialPlace,
  onAdd,
  onClose,
}: {
  sections: SectionForm[];
  names: string[];
  initialPlace: number;
  onAdd: (type: string, at: number) => void;
  onClose: () => void;
}) {
  const [at, setAt] = useState(initialPlace);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="section-catalogue-title">
      <DialogTitle id="section-catalogue-title">Add a section</DialogTitle>
      <DialogContent dividers>
        <PlaceField names={names} value={at} onChange={setAt} />
        <Box component="ul" aria-label="Section types" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sections.map((section) => (
            <Paper component="li" variant="outlined" key={section.type} sx={{ display: 'flex', gap: 2, p: 1.5, my: 1, alignItems: 'flex-start' }}>
              <LiveExample type={section.type} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h3" variant="subtitle1">
                  {section.type}
                </Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {section.help}
                </Typography>
                <Button size="small" variant="outlined" onClick={() => onAdd(section.type, at)}>
                  Add {section.type}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

type TypeChange = { section: Record<string, unknown>; kept: string[]; dropped: string[] };
type PendingChange = TypeChange & { from: string; to: string; apply: (section: Record<string, unknown>) => void };

/**
 * Changing a section's type: the server works out which fields the new type keeps (section-tools.ts);
 * a dialog lists the ones that would be dropped before anything changes.
 */
export function useTypeChange(announce: (message: string) => void) {
  const [pending, setPending] = useState<PendingChange>();
  const request = (section: Record<string, unknown>, to: string, apply: (section: Record<string, unknown>) => void) => {
    post<TypeChange>('/api/section/change-type', { section, type: to }).then(
      (change) => setPending({ ...change, from: String(section.type ?? ''), to, apply }),
      (error: unknown) => announce(error instanceof Error ? error.message : String(error)),
    );
  };
  const dialog = pending && (
    <Dialog open onClose={() => setPending(undefined)} aria-labelledby="type-change-title" maxWidth="sm" fullWidth>
      <DialogTitle id="type-change-title">
        Change this section from {pending.from} to {pending.to}?
      </DialogTitle>
      <DialogContent>
        {pending.dropped.length > 0 ? (
          <>
            <DialogContentText>
              {pending.to} has no place for {pending.dropped.length === 1 ? 'this field' : `these ${pending.dropped.length} fields`}; they will be dropped:
            </DialogContentText>
            <Box component="ul" aria-label="Fields dropped" sx={{ mt: 0.5 }}>
              {pending.dropped.map((key) => (
                <li key={key}>
                  <code>{key}</code>
                </li>
              ))}
            </Box>
          </>
        ) : (
          <DialogContentText>No field is dropped.</DialogContentText>
        )}
        <DialogContentText sx={{ mt: 1 }}>
          {pending.kept.length > 0 ? `Kept: ${pending.kept.join(', ')}. ` : ''}The rest comes from the {pending.to} example.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(undefined)}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            pending.apply(pending.section);
            setPending(undefined);
            announce(`Changed the section to ${pending.to}${pending.dropped.length > 0 ? `; dropped ${pending.dropped.join(', ')}` : ''}`);
          }}
        >
          Change to {pending.to}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { request, dialog };
}

/** Copy as JSON: to the clipboard when the browser allows it, and always as selectable text. */
export function CopySection({ section, label }: { section: unknown; label: string }) {
  const [copied, setCopied] = useState<boolean>();
  const [open, setOpen] = useState(false);
  const text = JSON.stringify(section, null, 2);
  return (
    <>
      <Button
        size="small"
        aria-label={`Copy as JSON ${label}`}
        onClick={() => {
          setOpen(true);
          setCopied(undefined);
          (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        Copy as JSON
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby="copy-section-title" maxWidth="sm" fullWidth>
          <DialogTitle id="copy-section-title">{label} as JSON</DialogTitle>
          <DialogContent>
            {copied !== undefined && (
              <Alert severity={copied ? 'success' : 'info'} sx={{ mb: 1 }}>
                {copied
                  ? 'Copied to the clipboard. Open another page and use "Paste a section…" there.'
                  : 'The clipboard is not available here: select the text below and copy it (Ctrl+C).'}
              </Alert>
            )}
            <TextField
              label="The section as JSON"
              value={text}
              multiline
              maxRows={16}
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
              onFocus={(event) => event.target.select()}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

/** Paste a section copied as JSON (from this page or another): checked by the server's validator before it is inserted. */
export function PasteSection({
  file,
  sections,
  names,
  onInsert,
}: {
  file: string;
  sections: unknown[];
  names: string[];
  onInsert: (section: Record<string, unknown>, at: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [at, setAt] = useState(sections.length);
  const [problem, setProblem] = useState<string>();
  const close = () => {
    setOpen(false);
    setProblem(undefined);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          setAt(sections.length);
          setText('');
          setOpen(true);
        }}
      >
        Paste a section…
      </Button>
      {open && (
        <Dialog open onClose={close} aria-labelledby="paste-section-title" maxWidth="sm" fullWidth>
          <DialogTitle id="paste-section-title">Paste a section</DialogTitle>
          <DialogContent>
            <DialogContentText>Paste a section copied with "Copy as JSON", from this page or another. It is checked before it is added.</DialogContentText>
            <TextField
              label="Section as JSON"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setProblem(undefined);
              }}
              multiline
              minRows={6}
              maxRows={16}
              fullWidth
              margin="dense"
              error={problem !== undefined}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
            />
            <PlaceField names={names} value={at} onChange={setAt} />
            {problem && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {problem}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              onClick={() =>
                post<{ section: Record<string, unknown>; at: number }>('/api/section/paste', { file, sections, at, text }).then(
                  (answer) => {
                    onInsert(answer.section, answer.at);
                    close();
                  },
                  (error: unknown) => setProblem(error instanceof ApiError || error instanceof Error ? error.message : String(error)),
                )
              }
            >
              Insert the section
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
