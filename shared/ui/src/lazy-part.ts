import { useCallback, useState } from 'react';

/** A part of a component kept in a chunk of its own (Radix), loaded once for the whole page. */
export interface LazyPart<Module> {
  /** The module, if it has arrived. */
  loaded(): Module | undefined;
  /** Loads it (once; a failed load is tried again by the next call). */
  load(): Promise<Module>;
}

/** Declares a lazily loaded part: `lazyPart(() => import('./menu-radix'))`. */
export function lazyPart<Module>(importer: () => Promise<Module>): LazyPart<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importer().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/**
 * The part's module once this component may use it, and `want`, which asks for it (on intent) and
 * re-renders the component when it arrives. A part another component loaded is used at once.
 */
export function useLazyPart<Module>(part: LazyPart<Module>): [Module | undefined, () => void] {
  const [module, setModule] = useState(part.loaded);
  const want = useCallback(() => {
    // A chunk that fails to arrive (offline) leaves the closed control as it is; the next intent asks again.
    part.load().then(
      (arrived) => setModule(() => arrived),
      () => undefined,
    );
  }, [part]);
  return [module, want];
}
