import type { ReactPromise } from 'react';
import type { SectionType } from '../../schemas/section';
import { sectionRegistry, type SectionModule } from './section-registry';

/**
 * Promises React can read with `use()`. A promise is tagged with its result when it settles, the way
 * React itself tags thenables, so content preloaded before hydration renders synchronously: the server
 * HTML and the first client render match and nothing suspends.
 */
export type TrackedPromise<T> = ReactPromise<T> & Promise<T>;

export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  // The fields written here are the ones React reads from a thenable passed to use().
  const tracked = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

const sectionCache = new Map<SectionType, TrackedPromise<SectionModule<SectionType>>>();

export function loadSectionModule<T extends SectionType>(type: T): TrackedPromise<SectionModule<T>> {
  const loader = (sectionRegistry as Record<string, (() => Promise<unknown>) | undefined>)[type];
  if (!loader) throw new Error(`Unknown section type "${type}"`);
  let cached = sectionCache.get(type);
  if (!cached) {
    cached = track(loader() as Promise<SectionModule<SectionType>>);
    sectionCache.set(type, cached);
  }
  // The registry's mapped type guarantees that the module stored under T renders sections of type T.
  return cached as unknown as TrackedPromise<SectionModule<T>>;
}

