import { describe, expect, it } from 'vitest';
import { COALESCE_MS, edit, isDirty, openDoc, replace, saved, step } from './document';
import { draftFiles, readDraft, restore, writeDraft } from './drafts';
import { editorStore, setDoc } from './editor-store';
import { getAt, parsePath, setAt } from './json-path';
import { changes, resolve, threeWayMerge } from './merge';
import { createStore } from './store';

/** A Storage in memory, as localStorage behaves (and, with a quota, as it refuses when full). */
function memoryStorage(quota = Number.POSITIVE_INFINITY): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const page = () => ({
  path: '/about',
  title: 'About',
  sections: [
    { id: 'a', type: 'hero', heading: 'About Us' },
    { id: 'b', type: 'text', heading: 'More' },
  ],
});

describe('json paths', () => {
  it('reads and writes by the validator path, sharing every untouched part', () => {
    expect(parsePath('sections[1].cards[0].link')).toEqual(['sections', 1, 'cards', 0, 'link']);
    const value = page();
    const next = setAt(value, 'sections[0].heading', 'Hello') as ReturnType<typeof page>;
    expect(getAt(next, 'sections[0].heading')).toBe('Hello');
    expect(value.sections[0]?.heading).toBe('About Us');
    expect(next.sections[1]).toBe(value.sections[1]);
    expect(Object.keys(next.sections[0] ?? {})).toEqual(['id', 'type', 'heading']);
  });
  it('leaves a key out for undefined, and makes missing objects on the way', () => {
    expect(setAt({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
    expect(setAt({}, 'image.src', '/img/x.webp')).toEqual({ image: { src: '/img/x.webp' } });
    const value = { a: 1 };
    expect(setAt(value, 'a', 1)).toBe(value);
  });
});

describe('the store', () => {
  it('tells its subscribers of a change, and not of the same state', () => {
    const store = createStore({ n: 1 });
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.set((state) => ({ n: state.n + 1 }));
    store.set((state) => state);
    stop();
    store.set({ n: 5 });
    expect(calls).toBe(1);
    expect(store.get().n).toBe(5);
  });
});

describe('editing, coalescing, undo and redo', () => {
  it('one burst of typing in one field is one undo step, and Undo restores the old text', () => {
    let doc = openDoc('content/pages/about.json', 'v1', page());
    const text = 'About the Group';
    for (let index = 1; index <= text.length; index++) doc = edit(doc, 'sections[0].heading', text.slice(0, index), 1000 + index * 80);
    expect(doc.past).toHaveLength(1);
    expect(isDirty(doc)).toBe(true);
    const undone = step(doc, 'undo');
    expect(getAt(undone.doc.draft, 'sections[0].heading')).toBe('About Us');
    expect(isDirty(undone.doc)).toBe(false);
    const redone = step(undone.doc, 'redo');
    expect(getAt(redone.doc.draft, 'sections[0].heading')).toBe(text);
    expect(redone.doc.future).toHaveLength(0);
  });
  it('a pause, another field or an undo starts a new step', () => {
    let doc = openDoc('f', 'v1', page());
    doc = edit(doc, 'title', 'A', 0);
    doc = edit(doc, 'title', 'AB', COALESCE_MS + 1);
    doc = edit(doc, 'path', '/x', COALESCE_MS + 2);
    expect(doc.past).toHaveLength(3);
    doc = step(doc, 'undo').doc;
    doc = edit(doc, 'path', '/y', COALESCE_MS + 3);
    expect(doc.past).toHaveLength(3);
    expect(doc.future).toHaveLength(0);
  });
  it('a move is its own step and says where the item went back to', () => {
    let doc = openDoc('f', 'v1', page());
    const [a, b] = page().sections;
    doc = edit(doc, 'sections', [b, a], 0, { list: 'sections', from: 0, to: 1 });
    doc = edit(doc, 'sections', [a, b], 10, { list: 'sections', from: 1, to: 0 });
    expect(doc.past).toHaveLength(2);
    const undone = step(doc, 'undo');
    expect(undone.step?.move).toEqual({ list: 'sections', from: 1, to: 0 });
    expect(getAt(undone.doc.draft, 'sections[0].id')).toBe('b');
  });
  it('saving keeps undo; replace is one step; an edit to the same value is none', () => {
    let doc = openDoc('f', 'v1', page());
    expect(edit(doc, 'title', 'About', 0)).toBe(doc);
    doc = edit(doc, 'title', 'New', 0);
    doc = saved(doc, 'v2');
    expect(isDirty(doc)).toBe(false);
    expect(doc.past).toHaveLength(1);
    doc = replace(doc, { ...page(), title: 'Merged' });
    expect(doc.past).toHaveLength(2);
  });
});

describe('drafts in storage', () => {
  it('a draft comes back after a reload with its undo and redo history', () => {
    const storage = memoryStorage();
    let doc = openDoc('content/site.json', 'v1', page());
    doc = edit(doc, 'title', 'One', 0);
    doc = edit(doc, 'title', 'Two', 5000);
    doc = step(doc, 'undo').doc;
    writeDraft(storage, doc, isDirty(doc), 1);
    expect(draftFiles(storage)).toEqual(['content/site.json']);
    const back = restore(readDraft(storage, 'content/site.json'), 'content/site.json', 'v1', page());
    expect(back.kind).toBe('same');
    if (back.kind !== 'same') return;
    expect(getAt(back.doc.draft, 'title')).toBe('One');
    expect(back.doc.past).toHaveLength(1);
    expect(back.doc.future).toHaveLength(1);
    expect(getAt(step(back.doc, 'undo').doc.draft, 'title')).toBe('About');
  });
  it('a draft on an older version is offered for merging, never dropped', () => {
    const storage = memoryStorage();
    writeDraft(storage, edit(openDoc('f', 'v1', page()), 'title', 'Mine', 0), true, 1);
    const found = restore(readDraft(storage, 'f'), 'f', 'v2', { ...page(), path: '/about-us' });
    expect(found.kind).toBe('stale');
    if (found.kind === 'stale') expect(found.stored.original).toEqual(page());
    // The disk's version, opened clean beside it, does not remove it.
    writeDraft(storage, openDoc('f', 'v2', { ...page(), path: '/about-us' }), false, 2);
    expect(readDraft(storage, 'f')?.value).toMatchObject({ title: 'Mine' });
  });
  it('when the storage is full the history is cut before the draft is given up; a clean file with no history leaves nothing', () => {
    let doc = openDoc('f', 'v1', page());
    for (let index = 0; index < 40; index++) doc = edit(doc, 'title', `T${index}`, index * 5000);
    const storage = memoryStorage(4000);
    writeDraft(storage, doc, true, 1);
    const kept = readDraft(storage, 'f');
    expect(getAt(kept?.value, 'title')).toBe('T39');
    expect(kept?.past.length).toBeLessThan(40);
    writeDraft(storage, openDoc('f', 'v1', page()), false, 2);
    expect(readDraft(storage, 'f')).toBeUndefined();
  });
});

describe('a draft held for its merge', () => {
  it('stays held while its file is open, through edits and saves; a merge or a discard (or another file) releases it', () => {
    setDoc(openDoc('f', 'v2', page()), 'f');
    const doc = editorStore.get().doc;
    if (!doc) throw new Error('no doc');
    setDoc(saved(edit(doc, 'title', 'Edited meanwhile', 0), 'v3'));
    expect(editorStore.get().held).toBe('f');
    setDoc(replace(doc, { ...page(), title: 'Merged' }), '');
    expect(editorStore.get().held).toBeUndefined();
    setDoc(openDoc('f', 'v2', page()), 'f');
    setDoc(openDoc('g', 'v1', page()));
    expect(editorStore.get().held).toBeUndefined();
  });
});

describe('three-way merge by path', () => {
  const base = page();
  it('keeps both sides when they changed different fields', () => {
    const mine = setAt(base, 'sections[0].heading', 'Mine');
    const theirs = setAt(setAt(base, 'title', 'Theirs'), 'sections[1].extra', 'new');
    const merge = threeWayMerge(base, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(getAt(merge.merged, 'sections[0].heading')).toBe('Mine');
    expect(getAt(merge.merged, 'title')).toBe('Theirs');
    expect(getAt(merge.merged, 'sections[1].extra')).toBe('new');
  });
  it('the same path changed on both sides waits for the maintainer’s pick', () => {
    const merge = threeWayMerge(base, setAt(base, 'title', 'Mine'), setAt(setAt(base, 'title', 'Theirs'), 'path', '/x'));
    expect(merge.conflicts).toEqual([{ path: 'title', base: 'About', mine: 'Mine', theirs: 'Theirs' }]);
    expect(resolve(merge, {})).toBeUndefined();
    expect(getAt(resolve(merge, { title: 'theirs' }), 'title')).toBe('Theirs');
    expect(getAt(resolve(merge, { title: 'mine' }), 'title')).toBe('Mine');
    expect(getAt(resolve(merge, { title: 'mine' }), 'path')).toBe('/x');
  });
  it('a key deleted on one side and untouched on the other is deleted; lists of another length are one conflict', () => {
    const theirs = { ...base } as Record<string, unknown>;
    delete theirs.title;
    expect(threeWayMerge(base, setAt(base, 'path', '/y'), theirs).merged).toEqual({ path: '/y', sections: base.sections });
    const mine = { ...base, sections: [...base.sections, { id: 'c', type: 'text' }] };
    const merge = threeWayMerge(base, mine, setAt(base, 'sections[0].heading', 'X'));
    expect(merge.conflicts.map((conflict) => conflict.path)).toEqual(['sections']);
  });
  it('lists each side’s changes by path, for the conflict dialog', () => {
    expect(changes(base, setAt(setAt(base, 'sections[1].heading', 'Less'), 'title', undefined))).toEqual([
      { path: 'title', before: 'About', after: undefined },
      { path: 'sections[1].heading', before: 'More', after: 'Less' },
    ]);
  });
});
