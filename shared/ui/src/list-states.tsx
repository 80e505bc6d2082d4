import type { ReactNode } from 'react';

/** Props of {@link ListStates}. */
export interface ListStatesProps<T> {
  /** The items once read; `undefined` while they are being read or when reading them failed. */
  items: readonly T[] | undefined;
  /**
   * What stands in for the list until it is read: the loading view, or the error when reading
   * failed (remote-kit's `QueryList` passes its `QueryFallback`, which is both).
   */
  fallback: ReactNode;
  /** What a list read empty shows: an `EmptyState`, with the next step where there is one. */
  empty: ReactNode;
  /** The list itself (a `Table`, cards...), given the items; never called with none. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * The three states every list screen has, in one place: not read yet (or failed), read empty, read
 * with items. A screen gives each its own words; the order and the rules live here.
 */
export function ListStates<T>({ items, fallback, empty, children }: ListStatesProps<T>) {
  if (items === undefined) return <>{fallback}</>;
  return <>{items.length === 0 ? empty : children(items)}</>;
}
