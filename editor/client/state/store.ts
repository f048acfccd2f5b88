import { useSyncExternalStore } from 'react';

/**
 * A small external store (decision 022): one immutable state, replaced by pure actions; components
 * read it through `useStore` with a selector and re-render only when what they select changes
 * (by Object.is), so a key press in one field re-renders that field, not the form.
 */
export interface Store<S> {
  get(): S;
  set(next: S | ((state: S) => S)): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (state: S) => S)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The part of the state `selector` picks; the selector must return a value from the state or a primitive. */
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.get()));
}
