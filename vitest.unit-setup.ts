// Runs before every unit test file. The unit files share their workers (`isolate: false` in
// vitest.config.ts): loading happy-dom, React and the testing libraries once per worker instead of
// once per file is four fifths of the step's time. What a fresh worker would give a file is put
// back here, so no file sees what an earlier one left: the workspace's modules (evaluated again,
// so no module state and no module evaluated against another file's `vi.mock` carries over), the
// page, its address and storage, and the globals, environment variables and timers a test replaced.
import { afterAll, vi } from 'vitest';

const PAGE_URL = 'http://localhost:3000/';

function freshPage() {
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(PAGE_URL);
  window.history.replaceState(null, '', PAGE_URL);
}

// Before the file's own imports are evaluated: this module runs first, once per test file.
vi.resetModules();
freshPage();
if (typeof document !== 'undefined') {
  // The kit's Radix parts (menu, modal, tooltip) load on first use, as a module of their own that
  // each file evaluates afresh: on a loaded 2-core machine that can outlast testing-library's
  // default second of waiting for what they draw.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
// The error catalogue's texts of every language, loaded as the shell loads the person's before it
// draws (`@platform/i18n`'s error-texts.ts): screens render at once, as they do in the apps.
const { loadErrorTexts } = await import('./shared/i18n/src/error-texts');
await Promise.all((['pt', 'en', 'es'] as const).map(loadErrorTexts));

afterAll(async () => {
  if (typeof document !== 'undefined') {
    // Unmounts what a file rendered and left mounted (its effects, subscriptions and timers stop).
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  vi.useRealTimers();
  // Stops what the file left running on the page: timers, intervals, requests, pending loads.
  if (typeof window !== 'undefined')
    await (window as unknown as { happyDOM?: { abort(): Promise<void> } }).happyDOM?.abort();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  freshPage();
});
