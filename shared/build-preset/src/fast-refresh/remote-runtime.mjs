// A remote's dev build inside the shell: every `react-refresh/runtime` import resolves here, so
// the remote's components register with the shell's runtime (see ../fast-refresh.mjs). The
// query names the remote: its module ids (./src/...) could equal the shell's, and two
// components registered under one id would be taken for one family.
/* global __resourceQuery -- the rspack module API: the query after this file's path */
const runtime = globalThis.__PLATFORM_REACT_REFRESH_RUNTIME__;
if (!runtime) throw new Error('React Refresh: this remote dev build runs only inside the shell dev build');
const app = __resourceQuery.slice(1);

export const register = (type, id) => runtime.register(type, `${app}:${id}`);
export const {
  createSignatureFunctionForTransform,
  getFamilyByType,
  injectIntoGlobalHook,
  isLikelyComponentType,
  performReactRefresh,
} = runtime;
