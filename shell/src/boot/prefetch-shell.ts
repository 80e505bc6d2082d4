// Loaded at idle while the home's first screen is on screen (index.ts): the import below is
// marked for prefetch, so loading this chunk has the browser fetch the full shell's chunk at its
// lowest priority without running it; the person's first input then starts it from the cache.
export const loadShell = () => import(/* webpackPrefetch: true */ '../bootstrap');
