// Unit test files share their worker (vitest.config.ts: isolate false), so happy-dom and the
// libraries under node_modules load once per worker, not once per file. This runs before each
// file and gives it what a worker of its own would: the workspace's own modules loaded afresh (a
// file's vi.mock then reaches every module that imports the mocked one, whichever file ran
// before), and an empty page (no React root, markup, storage or address left by an earlier file).
import { vi } from 'vitest';

vi.resetModules();

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}
