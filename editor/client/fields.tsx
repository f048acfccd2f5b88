import { Autocomplete, Box, Button, Checkbox, Chip, FormControlLabel, FormHelperText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { createContext, memo, type ReactNode, useContext, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Editing } from './editing-context';
import { focusWhenDrawn } from './focus-when-drawn';
import type { EditorIssue, FieldSpec, ObjectSpec, SectionForm } from './form-types';
import { FormattedField } from './formatted-fields';
import { DeleteImageDialog, ImageSlot, UploadDialog, WhereUsed } from './media-fields';
import { childPath, fieldId, within } from './paths';
import { CopySection, PasteSection, SectionCatalogue, SortableItem, SortableList, useTypeChange } from './section-list';
import { starterTextProps } from './starter-hint';
import { setValue, useSetValue, useValue, valueNow } from './state/editor-store';
import { freshCopy, idsOnPage, uniqueId } from './unique-ids';

export { Editing } from './editing-context';

type Props<V = unknown> = { spec: FieldSpec; value: V; path: string; onChange: (value: unknown) => void };

const issuesAt = (issues: EditorIssue[], path: string) => issues.filter((issue) => issue.path === path);
const issuesWithin = (issues: EditorIssue[], path: string) => issues.filter((issue) => within(issue.path, path));

function helperOf(spec: FieldSpec, problems: EditorIssue[]): ReactNode {
  if (problems.length > 0) return problems.map((problem) => problem.message).join('; ');
  return spec.help || undefined;
}

/** An empty optional value leaves the key out, as a hand-written file would. */
const emptied = (spec: FieldSpec, value: unknown) => (spec.optional && (value === '' || value === undefined) ? undefined : value);

function IconGlyph({ svg }: { svg: string }) {
  // The registry's own SVG paths, rendered on the editor's server (src/engine/build/icon-markup.ts).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup from the project's icon registry, not from content.
  return <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}

function TextLike({ spec, value, path, onChange }: Props) {
  const { issues } = useContext(Editing);
  const problems = issuesAt(issues, path);
  const id = fieldId(path);
  const common = {
    id,
    label: spec.label,
    required: !spec.optional,
    error: problems.length > 0,
    helperText: helperOf(spec, problems),
    fullWidth: true,
    size: 'small' as const,
    margin: 'dense' as const,
  };
  if (spec.kind === 'number') {
    return (
      <TextField
        {...common}
        type="number"
        value={value ?? ''}
        onChange={(event) => onChange(emptied(spec, event.target.value === '' ? undefined : Number(event.target.value)))}
      />
    );
  }
  if (spec.kind === 'choice') {
    // Absent means the schema's default, shown chosen and marked; choosing it again leaves the key out, as a hand-written file would.
    const fallback = spec.defaultValue !== undefined ? String(spec.defaultValue) : undefined;
    const showsDefault = value === undefined && fallback !== undefined;
    return (
      <TextField
        {...common}
        select
        value={value ?? fallback ?? ''}
        helperText={
          showsDefault ? [helperOf(spec, problems), `Not set in the file: the default, ${fallback}, applies.`].filter(Boolean).join(' ') : common.helperText
        }
        onChange={(event) =>
          onChange(
            spec.optional && event.target.value === fallback
              ? undefined
              : emptied(
                  spec,
                  spec.options.find((option) => String(option) === event.target.value),
                ),
          )
        }
      >
        {spec.optional && fallback === undefined && <MenuItem value="">(none)</MenuItem>}
        {spec.options.map((option) => (
          <MenuItem key={String(option)} value={String(option)}>
            {String(option) === fallback ? `${String(option)} (default)` : String(option)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      multiline={spec.kind === 'longtext'}
      minRows={spec.kind === 'longtext' ? 3 : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(emptied(spec, event.target.value))}
      {...starterTextProps(value, common.helperText, problems.length > 0)}
    />
  );
}

function Picker({ spec, value, path, onChange, options, renderOption }: Props & { options: string[]; renderOption?: (option: string) => ReactNode }) {
  const { issues } = useContext(Editing);
  const problems = issuesAt(issues, path);
  return (
    <Autocomplete
      id={fieldId(path)}
      freeSolo
      // Wide enough for a thumbnail, the path and its use count.
      slotProps={renderOption ? { popper: { sx: { minWidth: 440 }, placement: 'bottom-start' } } : undefined}
      options={options}
      value={typeof value === 'string' ? value : ''}
      onChange={(_event, next) => onChange(emptied(spec, typeof next === 'string' ? next : ''))}
      onInputChange={(_event, next, reason) => {
        // Typing and clearing; the input's reset when a value arrives (opening, picking) is not an edit.
        if (reason === 'input' || reason === 'clear') onChange(emptied(spec, next));
      }}
      renderOption={
        renderOption
          ? (props, option) => (
              <li {...props} key={option}>
                {renderOption(option)}
              </li>
            )
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={spec.label}
          required={!spec.optional}
          error={problems.length > 0}
          helperText={helperOf(spec, problems)}
          size="small"
          margin="dense"
        />
      )}
    />
  );
}

function LinkField(props: Props) {
  const { routes } = useContext(Editing);
  return <Picker {...props} options={routes} />;
}

function AssetField(props: Props) {
  const { images, usage } = useContext(Editing);
  const fillImage = useContext(ImageSlot);
  const [uploading, setUploading] = useState(false);
  const [showUses, setShowUses] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const current = typeof props.value === 'string' ? props.value : '';
  const usesOf = (image: string) => usage?.images[image] ?? [];
  const isImage = (option: string) => option.startsWith('/img/');
  const uses = usesOf(current);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {images.includes(current) && <img src={current} alt="" width={56} height={40} style={{ objectFit: 'cover' }} />}
        <Box sx={{ flex: 1 }}>
          <Picker
            {...props}
            options={images}
            renderOption={(option) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
                <img src={option} alt="" width={48} height={32} loading="lazy" style={{ objectFit: 'cover' }} />
                <Box component="span" sx={{ flex: 1 }}>
                  {option}
                </Box>
                {usage && isImage(option) && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={usesOf(option).length === 0 ? 'warning' : 'default'}
                    label={usesOf(option).length === 0 ? 'unused' : `used ${usesOf(option).length}×`}
                  />
                )}
              </Stack>
            )}
          />
        </Box>
        <Button size="small" variant="outlined" onClick={() => setUploading(true)} aria-label={`Upload an image for ${props.spec.label}`}>
          Upload…
        </Button>
      </Stack>
      {usage && images.includes(current) && (
        <Box sx={{ mb: 0.5 }}>
          <Button size="small" onClick={() => setShowUses(!showUses)} aria-expanded={showUses}>
            {uses.length === 0 ? 'Not used by the content' : `Where used (${uses.length})`}
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(true)} aria-label={`Delete the image file ${current}`}>
            Delete image…
          </Button>
          {showUses && <WhereUsed places={uses} empty="No page, site.json or collection uses this file." label={`Where ${current} is used`} />}
        </Box>
      )}
      {deleting && (
        <DeleteImageDialog
          src={current}
          onClose={(deleted) => {
            setDeleting(false);
            if (deleted) setShowUses(false);
          }}
        />
      )}
      {uploading && (
        <UploadDialog
          folder={current.startsWith('/img/') ? current.split('/').slice(2, -1).join('/') || 'uploads' : 'uploads'}
          withAlt={fillImage !== undefined}
          onClose={() => setUploading(false)}
          onUploaded={(src, alt) => {
            setUploading(false);
            if (fillImage) fillImage(src, alt);
            else props.onChange(src);
          }}
        />
      )}
    </Box>
  );
}

function IconField(props: Props) {
  const { icons } = useContext(Editing);
  const svg = (name: string) => icons.find((icon) => icon.name === name)?.svg ?? '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {typeof props.value === 'string' && svg(props.value) && <IconGlyph svg={svg(props.value)} />}
      <Box sx={{ flex: 1 }}>
        <Picker
          {...props}
          options={icons.map((icon) => icon.name)}
          renderOption={(option) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <IconGlyph svg={svg(option)} />
              <span>{option}</span>
            </Stack>
          )}
        />
      </Box>
    </Stack>
  );
}

function JsonField({ spec, value, path, onChange }: Props) {
  const { issues } = useContext(Editing);
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [invalid, setInvalid] = useState(false);
  const problems = issuesAt(issues, path);
  return (
    <TextField
      id={fieldId(path)}
      label={`${spec.label} (JSON)`}
      multiline
      minRows={2}
      fullWidth
      size="small"
      margin="dense"
      value={text}
      error={invalid || problems.length > 0}
      helperText={invalid ? 'not valid JSON yet' : helperOf(spec, problems)}
      onChange={(event) => {
        setText(event.target.value);
        try {
          onChange(JSON.parse(event.target.value));
          setInvalid(false);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}

function Group({ title, path, help, children, actions }: { title: string; path: string; help?: string; children: ReactNode; actions?: ReactNode }) {
  const { issues } = useContext(Editing);
  const count = issuesWithin(issues, path).length;
  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 1.5, my: 1, minWidth: 0, borderColor: count > 0 ? 'error.main' : undefined }} id={fieldId(path)}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
        {count > 0 && <Chip size="small" color="error" label={`${count} problem${count === 1 ? '' : 's'}`} sx={{ ml: 1 }} />}
      </Typography>
      {help && <FormHelperText sx={{ mt: 0 }}>{help}</FormHelperText>}
      {actions}
      {children}
    </Paper>
  );
}

/**
 * The fields of an object, in schema order (any key the schema does not know is kept as it is). Each
 * field reads and writes its own value in the editor's store by its path (state/editor-store.ts), so
 * typing in one re-renders that field and the groups around it, not the form.
 */
export function ObjectFields({ object, path }: { object: ObjectSpec; path: string }) {
  return (
    <>
      {object.map(({ key, field }) => (
        <Field key={key} spec={field} path={childPath(path, key)} />
      ))}
    </>
  );
}

function initialValue(spec: FieldSpec, sections: SectionForm[]): unknown {
  if (spec.defaultValue !== undefined) return structuredClone(spec.defaultValue);
  switch (spec.kind) {
    case 'object':
    case 'image':
      return Object.fromEntries(spec.object.filter(({ field }) => !field.optional).map(({ key, field }) => [key, initialValue(field, sections)]));
    case 'list':
      return [];
    case 'boolean':
      return false;
    case 'number':
      return 0;
    case 'literal':
      return spec.value;
    case 'choice':
      return spec.options[0];
    case 'union': {
      const first = spec.options[0];
      if (spec.tag === 'type' && first) return structuredClone(sections.find((section) => section.type === first.name)?.example ?? { type: first.name });
      return first ? initialValue({ kind: 'object', object: first.object, label: '', help: '', optional: false }, sections) : {};
    }
    default:
      return '';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function UnionField({ spec, value, path, onChange }: Props) {
  const { sections, announce } = useContext(Editing);
  const typeChange = useTypeChange(announce);
  if (spec.kind !== 'union') return null;
  const object = isObject(value) ? value : {};
  const chosen =
    spec.tag !== undefined
      ? spec.options.find((option) => option.name === object[spec.tag as string])
      : (spec.options.find((option) => Object.keys(object).every((key) => option.object.some((field) => field.key === key))) ?? spec.options[0]);
  const choose = (name: string) => {
    const option = spec.options.find((candidate) => candidate.name === name);
    if (!option) return;
    if (spec.tag === 'type' && sections.some((section) => section.type === name)) {
      // A section: the fields that would be dropped are listed first (section-list.tsx).
      typeChange.request(object, name, onChange);
    } else if (spec.tag === 'type') {
      const example = sections.find((section) => section.type === name)?.example;
      // Keeps the fields the new type also has (its id, heading…), the rest from the type's example.
      const kept = Object.fromEntries(Object.entries(object).filter(([key]) => option.object.some((field) => field.key === key)));
      onChange({ ...(isObject(example) ? structuredClone(example) : {}), ...kept, type: name });
    } else onChange(initialValue({ kind: 'object', object: option.object, label: '', help: '', optional: false }, sections));
  };
  return (
    <Group title={spec.label} path={path} help={chosen?.help || spec.help}>
      <TextField
        select
        size="small"
        margin="dense"
        label={spec.tag ? 'Type' : 'Kind'}
        id={fieldId(childPath(path, spec.tag ?? 'kind'))}
        value={chosen?.name ?? ''}
        onChange={(event) => choose(event.target.value)}
        sx={{ minWidth: 220 }}
      >
        {spec.options.map((option) => (
          <MenuItem key={option.name} value={option.name}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {chosen && <ObjectFields object={chosen.object.filter(({ key }) => key !== spec.tag)} path={path} />}
      {typeChange.dialog}
    </Group>
  );
}

/**
 * Where the open page's sections are (their list's path), for the lists inside them: an id made for a
 * copy is unique on the whole page. A path, read when the button is pressed, not the list itself: an
 * item's kept controls (below) would otherwise hold an older list.
 */
const PageSectionsPath = createContext<string | undefined>(undefined);

/** A union tagged by `type` whose every kind is a section type: a page's sections (not menu items, not rich-text blocks). */
const isSectionUnion = (spec: FieldSpec, sections: SectionForm[]) =>
  spec.kind === 'union' && spec.tag === 'type' && spec.options.every((option) => sections.some((section) => section.type === option.name));

function ListField({ spec, value, path, onChange }: Props) {
  const { sections, announce, pagePath } = useContext(Editing);
  const pageSectionsPath = useContext(PageSectionsPath);
  // Each item's controls, kept while the item, its place and the list's length are the same: typing in
  // one item re-renders that item, not its neighbours. So the buttons act on the list as it is now (`now`).
  const cache = useRef(new Map<string, { deps: unknown[]; element: ReactNode }>());
  const count = Array.isArray(value) ? value.length : 0;
  const ids = useMemo(() => Array.from({ length: count }, (_, index) => childPath(path, index)), [count, path]);
  if (spec.kind !== 'list') return null;
  const items = Array.isArray(value) ? value : [];
  const now = () => {
    const list = valueNow(path);
    return Array.isArray(list) ? list : [];
  };
  const cached = (key: string, deps: unknown[], build: () => ReactNode) => {
    const hit = cache.current.get(key);
    if (hit?.deps.every((dep, index) => Object.is(dep, deps[index]))) return hit.element;
    const element = build();
    cache.current.set(key, { deps, element });
    return element;
  };
  const update = (next: unknown[]) => onChange(next.length === 0 && spec.optional ? undefined : next);
  const move = (from: number, to: number, control: 'up' | 'drag' = 'up') => {
    const items = now();
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    // A move of its own: undoing it puts focus back on the item (App.tsx).
    setValue(path, next, { list: path, from, to });
    announce(`Moved ${itemName(item, from).replace(/^\d+\. /, '')} to position ${to + 1} of ${items.length}`);
    // Focus stays on the item that moved.
    requestAnimationFrame(() => document.getElementById(`${fieldId(childPath(path, to))}-${control}`)?.focus());
  };
  const itemName = (item: unknown, index: number) => {
    const type = isObject(item) && typeof item.type === 'string' ? item.type : undefined;
    const name = isObject(item) ? (item.heading ?? item.label ?? item.title ?? item.id ?? item.name) : typeof item === 'string' ? item : undefined;
    return `${index + 1}. ${[type, typeof name === 'string' ? name : undefined].filter(Boolean).join(': ') || spec.label}`;
  };
  const simple = !['object', 'image', 'union', 'list'].includes(spec.item.kind);
  // A page's sections are also dragged, copied and pasted (section-list.tsx).
  const typed = isSectionUnion(spec.item, sections);
  const duplicate = (index: number) => {
    const list = now();
    const once = typed ? sections.find((section) => isObject(list[index]) && section.type === list[index].type)?.oncePerPage : undefined;
    // A page that would fail at once is not made: the reason is said instead (the validator's own words).
    if (once) return announce(`Not duplicated: ${once}.`);
    const sectionsNow = typed ? list : pageSectionsPath !== undefined ? valueNow(pageSectionsPath) : undefined;
    const onPage = pagePath !== undefined && Array.isArray(sectionsNow) ? sectionsNow : undefined;
    update([...list.slice(0, index + 1), freshCopy(list[index], { pageIds: onPage && idsOnPage(onPage), siblings: list }), ...list.slice(index + 1)]);
  };
  const rendered = (
    <>
      {items.map((item, index) =>
        cached(childPath(path, index), [item, index, items.length, spec], () => {
          const itemPath = childPath(path, index);
          const label = itemName(item, index);
          const buttons = (handle?: ReactNode) => (
            <Stack key={`${itemPath}-actions`} direction="row" spacing={0.5} sx={{ my: 0.5, flexWrap: 'wrap' }}>
              {handle}
              <Button size="small" id={`${fieldId(itemPath)}-up`} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move up ${label}`}>
                Move up
              </Button>
              <Button size="small" disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move down ${label}`}>
                Move down
              </Button>
              <Button size="small" onClick={() => duplicate(index)} aria-label={`Duplicate ${label}`}>
                Duplicate
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => {
                  update(now().filter((_, other) => other !== index));
                  requestAnimationFrame(() => document.getElementById(`${fieldId(path)}-add`)?.focus());
                }}
                aria-label={`Delete ${label}`}
              >
                Delete
              </Button>
              {typed && <CopySection section={item} label={label} />}
            </Stack>
          );
          // The item's own spec unless its label is shown (a simple item): the same object lets the memoised field skip re-rendering.
          const field = <Field key={`${itemPath}-field`} spec={simple ? { ...spec.item, label } : spec.item} path={itemPath} />;
          if (typed)
            return (
              <SortableItem key={itemPath} id={itemPath} handleId={`${fieldId(itemPath)}-drag`} label={label}>
                {(handle) => (
                  <Group title={label} path={itemPath} actions={buttons(handle)}>
                    {field}
                  </Group>
                )}
              </SortableItem>
            );
          return simple ? (
            <Box key={itemPath}>
              {field}
              {buttons()}
            </Box>
          ) : (
            <Group key={itemPath} title={label} path={itemPath} actions={buttons()}>
              {field}
            </Group>
          );
        }),
      )}
    </>
  );
  return (
    <Group title={`${spec.label} (${items.length})`} path={path} help={spec.help}>
      {typed ? (
        <SortableList ids={ids} nameOf={(index) => itemName(now()[index], index)} onMove={(from, to) => move(from, to, 'drag')} announce={announce}>
          <PageSectionsPath.Provider value={path}>{rendered}</PageSectionsPath.Provider>
        </SortableList>
      ) : (
        rendered
      )}
      {spec.item.kind === 'union' && typed ? (
        <AddTyped
          path={path}
          item={spec.item}
          names={items.map(itemName)}
          onAdd={(value, at) => update([...items.slice(0, at), value, ...items.slice(at)])}
          items={items}
        />
      ) : spec.item.kind === 'union' && spec.item.tag !== undefined ? (
        <AddOneOf path={path} item={spec.item} count={items.length} onAdd={(value) => update([...now(), value])} />
      ) : (
        <Button id={`${fieldId(path)}-add`} size="small" variant="outlined" onClick={() => update([...items, initialValue(spec.item, sections)])}>
          Add {spec.item.label.toLowerCase()}
        </Button>
      )}
    </Group>
  );
}

/**
 * Adds an item of a union tagged by `type` (a section) at a chosen place: the type's example from its
 * definition (defineSectionType), its description shown, its id made unique on the page.
 */
function AddTyped({
  path,
  item,
  names,
  items,
  onAdd,
}: {
  path: string;
  item: Extract<FieldSpec, { kind: 'union' }>;
  names: string[];
  items: unknown[];
  onAdd: (value: unknown, at: number) => void;
}) {
  const { sections, file, announce } = useContext(Editing);
  const count = names.length;
  const [type, setType] = useState(item.options[0]?.name ?? '');
  const [at, setAt] = useState<number | undefined>(undefined);
  const [catalogue, setCatalogue] = useState(false);
  const example = sections.find((section) => section.type === type);
  // Focus goes to the new section's first field.
  const focusAt = (place: number) => focusWhenDrawn(fieldId(childPath(path, place)), 'input:not([aria-hidden]), textarea');
  const add = (chosen: string, where: number) => {
    const example = (sections.find((section) => section.type === chosen)?.example ?? { type: chosen }) as Record<string, unknown>;
    const place = Math.min(where, count);
    // The example's ids (the section's, its items' anchors) made unique on the page: hero, then hero-2.
    const taken = idsOnPage(items);
    const value = freshCopy(example, { pageIds: taken, siblings: items });
    onAdd({ ...value, id: typeof value.id === 'string' ? value.id : uniqueId(chosen, taken) }, place);
    announce(`Added a ${chosen} section at position ${place + 1}`);
    focusAt(place);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mt: 1, rowGap: 1 }}>
      <TextField
        select
        size="small"
        label="New section's type"
        value={type}
        onChange={(event) => setType(event.target.value)}
        sx={{ minWidth: 200 }}
        helperText={example?.help}
      >
        {item.options.map((option) => (
          <MenuItem key={option.name} value={option.name}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Place" value={String(at ?? count)} onChange={(event) => setAt(Number(event.target.value))} sx={{ minWidth: 140 }}>
        {Array.from({ length: count + 1 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the places between items, by position.
          <MenuItem key={index} value={String(index)}>
            {index === count ? 'at the end' : `before ${index + 1}`}
          </MenuItem>
        ))}
      </TextField>
      <Button id={`${fieldId(path)}-add`} size="small" variant="outlined" onClick={() => add(type, at ?? count)}>
        Add section
      </Button>
      <Button size="small" variant="outlined" onClick={() => setCatalogue(true)}>
        Section catalogue…
      </Button>
      {file && path === 'sections' && (
        <PasteSection
          file={file}
          sections={items}
          names={names}
          onInsert={(section, place) => {
            onAdd(section, place);
            announce(`Pasted a ${String(section.type)} section at position ${place + 1}`);
            focusAt(place);
          }}
        />
      )}
      {catalogue && (
        <SectionCatalogue
          sections={sections}
          names={names}
          initialPlace={Math.min(at ?? count, count)}
          onClose={() => setCatalogue(false)}
          onAdd={(chosen, where) => {
            setCatalogue(false);
            add(chosen, where);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * Adds an item of a union that is not a page's sections (a menu's links, dropdowns and mega-menus): of
 * the kind chosen, made from that kind's own fields (its required ones, its tag), nothing else, and named
 * by the kind: "Add link".
 */
function AddOneOf({ path, item, count, onAdd }: { path: string; item: Extract<FieldSpec, { kind: 'union' }>; count: number; onAdd: (value: unknown) => void }) {
  const { sections } = useContext(Editing);
  const [name, setName] = useState(item.options[0]?.name ?? '');
  const chosen = item.options.find((option) => option.name === name) ?? item.options[0];
  if (!chosen) return null;
  const words = chosen.name.replace(/[-_]/g, ' ');
  const add = () => {
    const value = initialValue({ kind: 'object', object: chosen.object, label: '', help: '', optional: false }, sections);
    onAdd(item.tag !== undefined && isObject(value) ? { ...value, [item.tag]: chosen.name } : value);
    // Focus goes to the new item's first text field.
    focusWhenDrawn(fieldId(childPath(path, count)), 'input:not([aria-hidden]), textarea');
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mt: 1, rowGap: 1 }}>
      {item.options.length > 1 && (
        <TextField
          select
          size="small"
          label="Kind of the new item"
          value={chosen.name}
          onChange={(event) => setName(event.target.value)}
          sx={{ minWidth: 200 }}
          helperText={chosen.help || undefined}
        >
          {item.options.map((option) => (
            <MenuItem key={option.name} value={option.name}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button id={`${fieldId(path)}-add`} size="small" variant="outlined" onClick={add}>
        Add {words}
      </Button>
    </Stack>
  );
}

/** Kinds that hold other fields: their own controls (a group's title, a list's buttons) follow a change inside them a moment later. */
const CONTAINERS = new Set<FieldSpec['kind']>(['list', 'union', 'object', 'image', 'reference']);

/**
 * One field of any kind, chosen by its spec; its value is read from the store by its path. A field
 * that holds others redraws with a deferred value (useDeferredValue): the field being typed in is
 * drawn at once, the groups and lists around it in the background, interruptible by the next key.
 */
const Field = memo(function Field({ spec, path }: { spec: FieldSpec; path: string }) {
  const value = useValue(path);
  return CONTAINERS.has(spec.kind) ? <DeferredField spec={spec} path={path} value={value} /> : <FieldBody spec={spec} path={path} value={value} />;
});

function DeferredField({ spec, path, value }: { spec: FieldSpec; path: string; value: unknown }) {
  return <MemoFieldBody spec={spec} path={path} value={useDeferredValue(value)} />;
}

function FieldBody({ spec, path, value }: { spec: FieldSpec; path: string; value: unknown }) {
  const { sections } = useContext(Editing);
  const onChange = useSetValue(path);
  switch (spec.kind) {
    case 'literal':
      return null;
    case 'boolean':
      return (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                id={fieldId(path)}
                // Absent means the schema's default (exceptCurrentPage defaults to true); choosing the default leaves the key out.
                checked={value === undefined ? spec.defaultValue === true : value === true}
                onChange={(event) => onChange(spec.optional && event.target.checked === (spec.defaultValue === true) ? undefined : event.target.checked)}
              />
            }
            label={spec.label}
          />
          {spec.help && <FormHelperText sx={{ mt: -1 }}>{spec.help}</FormHelperText>}
        </Box>
      );
    case 'link':
      return <LinkField spec={spec} value={value} path={path} onChange={onChange} />;
    case 'asset':
      return <AssetField spec={spec} value={value} path={path} onChange={onChange} />;
    case 'icon':
      return <IconField spec={spec} value={value} path={path} onChange={onChange} />;
    case 'url':
    case 'email':
    case 'date':
      return <FormattedField spec={spec} format={spec.kind} value={value} path={path} onChange={onChange} />;
    case 'json':
      return <JsonField spec={spec} value={value} path={path} onChange={onChange} />;
    case 'reference':
      if (value === undefined && spec.optional) return <AddOptional spec={spec} path={path} onAdd={() => onChange({ collection: '' })} />;
      return <ReferenceField spec={spec} value={value} path={path} onChange={onChange} />;
    case 'union':
      if (value === undefined && spec.optional) return <AddOptional spec={spec} path={path} onAdd={() => onChange(initialValue(spec, sections))} />;
      return <UnionField spec={spec} value={value} path={path} onChange={onChange} />;
    case 'list':
      return <ListField spec={spec} value={value} path={path} onChange={onChange} />;
    case 'object':
    case 'image': {
      if (value === undefined && spec.optional) return <AddOptional spec={spec} path={path} onAdd={() => onChange(initialValue(spec, sections))} />;
      return (
        <Group title={spec.label} path={path} help={spec.help} actions={<RemoveOptional spec={spec} onRemove={() => onChange(undefined)} />}>
          <ImageSlot.Provider value={spec.kind === 'image' ? (src, alt) => onChange({ ...(isObject(value) ? value : {}), src, alt }) : undefined}>
            <ObjectFields object={spec.object} path={path} />
          </ImageSlot.Provider>
        </Group>
      );
    }
    default:
      return <TextLike spec={spec} value={value} path={path} onChange={onChange} />;
  }
}
const MemoFieldBody = memo(FieldBody);

/** The button that takes an optional object out of the file (nothing for a required one). */
function RemoveOptional({ spec, onRemove }: { spec: FieldSpec; onRemove: () => void }) {
  if (!spec.optional) return null;
  return (
    <Button size="small" color="error" onClick={onRemove}>
      Remove {spec.label.toLowerCase()}
    </Button>
  );
}

function AddOptional({ spec, path, onAdd }: { spec: FieldSpec; path: string; onAdd: () => void }) {
  return (
    <Box sx={{ my: 0.5 }}>
      <Button size="small" id={fieldId(path)} onClick={onAdd}>
        Add {spec.label.toLowerCase()}
      </Button>
    </Box>
  );
}

/**
 * A section's "from" (schemas/collection.ts): the collection chosen from a list (its name is its id),
 * the group from that collection's groups, and the entries the reference picks on this page, by title.
 */
function ReferenceField({ spec, value, path, onChange }: { spec: FieldSpec; value: unknown; path: string; onChange: (value: unknown) => void }) {
  const { usage, pagePath, issues } = useContext(Editing);
  if (spec.kind !== 'reference') return null;
  const reference = isObject(value) ? value : {};
  const collections = usage?.collections ?? [];
  const chosen = collections.find((collection) => collection.name === reference.collection);
  const groups = [...new Set((chosen?.entries ?? []).flatMap((entry) => (entry.group ? [entry.group] : [])))];
  const exceptCurrentPage = reference.exceptCurrentPage !== false;
  const picked = (chosen?.entries ?? []).filter(
    (entry) =>
      (reference.group === undefined || entry.group === reference.group) &&
      !(exceptCurrentPage && pagePath !== undefined && entry.link !== undefined && entry.link.split('#')[0] === pagePath),
  );
  const set = (key: string, next: unknown) => {
    const copy = { ...reference };
    if (next === undefined || next === '') delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  const problems = issues.filter((issue) => issue.path === childPath(path, 'collection'));
  const rest = spec.object.filter(({ key }) => key !== 'collection' && key !== 'group');
  return (
    <Group title={spec.label} path={path} help={spec.help} actions={<RemoveOptional spec={spec} onRemove={() => onChange(undefined)} />}>
      <Autocomplete
        id={fieldId(childPath(path, 'collection'))}
        options={collections.map((collection) => collection.name)}
        value={typeof reference.collection === 'string' ? reference.collection : null}
        onChange={(_event, next) => onChange({ ...reference, collection: next ?? '', group: undefined })}
        renderOption={(props, option) => {
          const collection = collections.find((candidate) => candidate.name === option);
          return (
            <li {...props} key={option}>
              <Box>
                <Typography variant="body2">
                  <strong>{option}</strong> · {collection?.entries.length ?? 0} entries
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {collection?.entries
                    .slice(0, 6)
                    .map((entry) => entry.title)
                    .join(', ')}
                  {(collection?.entries.length ?? 0) > 6 ? '…' : ''}
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Collection"
            required
            error={problems.length > 0}
            helperText={
              problems.map((problem) => problem.message).join('; ') || chosen?.description || 'The shared list to show (content/collections/<name>.json)'
            }
            size="small"
            margin="dense"
          />
        )}
      />
      {groups.length > 0 && (
        <TextField
          select
          id={fieldId(childPath(path, 'group'))}
          label="Group"
          value={typeof reference.group === 'string' ? reference.group : ''}
          onChange={(event) => set('group', event.target.value)}
          size="small"
          margin="dense"
          sx={{ minWidth: 220 }}
          helperText="Only the entries of this group"
        >
          <MenuItem value="">(every entry)</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group} value={group}>
              {group} ({chosen?.entries.filter((entry) => entry.group === group).length})
            </MenuItem>
          ))}
        </TextField>
      )}
      <ObjectFields object={rest} path={path} />
      {chosen && (
        <Box aria-label="Entries shown" role="group" sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="p">
            Shows {picked.length} of {chosen.entries.length} entries of {chosen.name} on this page:
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {picked.map((entry) => (
              <li key={entry.index}>
                {entry.title}
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  ({chosen.name} #{entry.index + 1}
                  {entry.group ? `, ${entry.group}` : ''})
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Group>
  );
}
