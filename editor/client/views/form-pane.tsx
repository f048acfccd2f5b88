import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { discardDraft, revertToSaved } from '../actions/drafts';
import { FORM_HEADING_ID } from '../actions/focus';
import { askDeletePage } from '../actions/pages';
import { ObjectFields } from '../fields';
import type { FormSpecs, ObjectSpec } from '../form-types';
import { FileUsage } from '../media-fields';
import { fieldId } from '../paths';
import { contentIndex } from '../state/content-index';
import { isDirty } from '../state/document';
import { draftPagePath, editorStore } from '../state/editor-store';
import { useStore } from '../state/store';
import { announce, setPending, uiStore } from '../state/ui-store';

/** The form of the open file's kind: site.json, a page, or a collection. */
const specOf = (forms: FormSpecs | undefined, file: string | undefined): ObjectSpec | undefined =>
  !forms || file === undefined ? undefined : file === 'content/site.json' ? forms.site : file.startsWith('content/pages/') ? forms.page : forms.collection;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The validator's problems with every draft: those in the open file are links to their fields. */
function Problems({ openFile }: { openFile: string | undefined }) {
  const issues = useStore(uiStore, (state) => state.issues);
  if (issues.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} aria-label="Problems">
      <Typography variant="subtitle2" component="p">
        {issues.length} problem{issues.length === 1 ? '' : 's'}; nothing can be saved until {issues.length === 1 ? 'it is' : 'they are'} fixed:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {issues.map((issue) => (
          <li key={`${issue.file}:${issue.path}:${issue.message}`}>
            {issue.file === openFile ? (
              <Link component="button" onClick={() => document.getElementById(fieldId(issue.path))?.focus()}>
                {issue.path || '(file)'}
              </Link>
            ) : (
              `${issue.file} ${issue.path}`
            )}
            : {issue.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Selects a where-used link's place once its file's form is drawn: scrolled to and its first control focused. */
function useSelectPending(openFile: string | undefined, spec: ObjectSpec | undefined) {
  const pending = useStore(uiStore, (state) => state.pending);
  useEffect(() => {
    if (!pending || openFile !== pending.file || !spec) return;
    let tries = 0;
    const seek = () => {
      const target = document.getElementById(fieldId(pending.path));
      if (!target && tries++ < 30) return void requestAnimationFrame(seek);
      target?.scrollIntoView({ block: 'start' });
      (target?.matches('input, textarea, button') ? target : target?.querySelector<HTMLElement>('input, textarea, button'))?.focus({ preventScroll: true });
      announce(pending.label);
      setPending(undefined);
    };
    requestAnimationFrame(seek);
  }, [pending, openFile, spec]);
}

/** The middle column: the open file's heading, its problems, what can be done with the file, and its form. */
export function FormPane({ wide }: { wide: boolean }) {
  const openFile = useStore(editorStore, (state) => state.doc?.file);
  const dirty = useStore(editorStore, (state) => isDirty(state.doc));
  const hasDraft = useStore(editorStore, (state) => isDirty(state.doc) || (state.doc !== undefined && state.drafts.includes(state.doc.file)));
  const draftIsObject = useStore(editorStore, (state) => isRecord(state.doc?.draft));
  const pagePath = useStore(editorStore, draftPagePath);
  const forms = useStore(contentIndex, (state) => state.forms);
  const narrowView = useStore(uiStore, (state) => state.narrowView);
  const inBlog = useStore(uiStore, (state) => state.blogSelection !== undefined);
  const spec = specOf(forms, openFile);
  useSelectPending(openFile, spec);
  const showForm = openFile !== undefined && spec !== undefined && draftIsObject;
  return (
    <Box component="main" id="editor-form" sx={{ overflow: 'auto', p: 2, display: !inBlog && (wide || narrowView === 'form') ? 'block' : 'none' }}>
      <Typography
        component="h2"
        variant="subtitle1"
        tabIndex={-1}
        id={FORM_HEADING_ID}
        sx={{
          fontWeight: 600,
          mb: 1,
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        {openFile ? `Editing ${openFile}` : 'No file open'}
      </Typography>
      <Problems openFile={openFile} />
      {showForm && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1 }}>
            <FileUsage key={openFile} file={openFile} pagePath={pagePath} />
          </Box>
          {dirty && (
            <Button size="small" variant="outlined" onClick={revertToSaved}>
              Revert to saved
            </Button>
          )}
          {hasDraft && (
            <Button size="small" color="error" variant="outlined" onClick={discardDraft}>
              Discard draft
            </Button>
          )}
          {openFile.startsWith('content/pages/') && (
            <Button size="small" color="error" variant="outlined" onClick={() => askDeletePage(openFile)}>
              Delete page…
            </Button>
          )}
        </Box>
      )}
      {showForm ? <ObjectFields object={spec} path="" /> : <Typography>Choose a page, site.json or a collection on the left.</Typography>}
    </Box>
  );
}
