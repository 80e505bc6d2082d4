/**
 * The files a page's first screen needed on the last cold visit (issue 25: a signed-in home's
 * largest text waited for a chain of requests, each found only once the one before had run: the
 * shell's entry -> its boot chunk -> the remote's manifest -> `remoteEntry.js` -> the first screen
 * and the shared parts it asks for). The boot code remembers them once a first screen is drawn;
 * the HTML's inline script (first-paint-entry.ts) preloads them at once on the next cold visit of
 * that path, so they are all requested in parallel with the shell's entry.
 *
 * Remotes deploy on their own, so their file names are not known when the shell is built; the
 * list is what the page's code asked for, rewritten on every visit that draws a first screen.
 * A list made stale by a deploy only wastes a preload until the next visit replaces it; a path
 * whose first screen was not drawn (refused, failed, or no longer offered) is forgotten.
 *
 * Bundled into the inline script: nothing heavy imported.
 */
import { isStandaloneFirstScreen } from '@platform/remote-contract/first-screen';
import { keptSessionOf } from './kept-session';

const KEY = 'platform.first-screen-files';
/** A bound on what a damaged or unexpected list can make the page fetch. */
const MOST_FILES = 40;
/**
 * A bound on the paths remembered: each quote link (one per application) is a path of its own, so
 * the device keeps the lists of the last ones drawn, not one for every link ever opened.
 */
export const MOST_PATHS = 8;
const FILE = /\.(js|css)$|\/mf-manifest\.json$/;

type Lists = Record<string, unknown>;

function listsIn(storage: Storage): Lists {
  try {
    const lists: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return lists && typeof lists === 'object' ? (lists as Lists) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, lists: Lists) {
  try {
    storage.setItem(KEY, JSON.stringify(lists));
  } catch {
    // Storage full or refused (private mode): the next visit walks the chain, as without a list.
  }
}

/** The scripts and stylesheets the page's code asked for since `watchFilesAsked` started. */
let asked: { files: Set<string>; observer: MutationObserver } | null = null;

function note(files: Set<string>, records: readonly MutationRecord[]) {
  for (const { addedNodes } of records)
    for (const node of addedNodes) {
      if (node instanceof HTMLScriptElement && node.src) files.add(node.src);
      else if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') files.add(node.href);
    }
}

/**
 * Starts noting every script and stylesheet the page's code adds to the document (the bundler's
 * and the federation runtime's chunk loading), from the moment the boot code starts: what the
 * first screen asked for, whether the HTML's preload had already fetched it or not (a resource
 * timing list would keep a stale preload as if it were used). Called before the boot chunk.
 */
export function watchFilesAsked(target: Node = document): void {
  if (asked) return;
  const files = new Set<string>();
  const observer = new MutationObserver((records) => note(files, records));
  observer.observe(target, { childList: true, subtree: true });
  asked = { files, observer };
}

/**
 * Remembers, for `path`, where the first screen was loaded from (its standalone module, else the
 * remote's manifest) and what the page asked for until now (the moment its first screen is drawn),
 * and stops watching.
 */
export function rememberFirstScreenFiles(
  path: string,
  loadedFrom: string,
  storage: Storage = window.localStorage,
): void {
  if (!asked) return;
  note(asked.files, asked.observer.takeRecords());
  const files = [loadedFrom, ...asked.files].filter((file) => FILE.test(new URL(file).pathname));
  stopWatching();
  writeList(storage, path, files);
}

/**
 * Remembers, for `path`, a standalone first screen alone: drawn by the HTML's inline script
 * (first-screen-at-paint.ts), it needed nothing the boot code asked for, and a preload of the boot's
 * chunks would only put them before its largest text again.
 */
export function rememberFirstScreenAlone(path: string, loadedFrom: string, storage: Storage = window.localStorage) {
  stopWatching();
  writeList(storage, path, [loadedFrom]);
}

function writeList(storage: Storage, path: string, files: readonly string[]) {
  const { [path]: _replaced, ...others } = listsIn(storage);
  const lists = { ...others, [path]: [...new Set(files)].slice(0, MOST_FILES) };
  // The last drawn last: the oldest paths go first.
  write(storage, Object.fromEntries(Object.entries(lists).slice(-MOST_PATHS)));
}

/** The standalone first screen remembered for `path`, if its list names one (drawn at paint next visit). */
export function rememberedStandaloneFirstScreen(path: string, storage: Storage): string | null {
  const list = listsIn(storage)[path];
  const first: unknown = Array.isArray(list) ? list[0] : null;
  return typeof first === 'string' && /^https?:\/\//.test(first) && isStandaloneFirstScreen(new URL(first).pathname)
    ? first
    : null;
}

function stopWatching() {
  asked?.observer.disconnect();
  asked = null;
}

/** Forgets `path`'s list: its first screen was not drawn, so the next visit preloads nothing for it. */
export function forgetFirstScreenFiles(path: string, storage: Storage = window.localStorage): void {
  stopWatching();
  const lists = listsIn(storage);
  if (!(path in lists)) return;
  delete lists[path];
  write(storage, lists);
}

/**
 * Whether this tab keeps a session whose access token has not expired (oidc-client-ts's user
 * entry): only then do the homes draw a first screen (an expired one is renewed first).
 */
export function tabHasUnexpiredSession(storage: Storage, now: number): boolean {
  return keptSessionOf(storage, now) !== null;
}

const asOf = (pathname: string) =>
  pathname.endsWith('.json') ? 'fetch' : pathname.endsWith('.css') ? 'style' : 'script';

/**
 * Run by the HTML's inline script: with a kept, unexpired session, preloads the files remembered
 * for this path. Scripts without `crossorigin`, as the shell's and the federation runtime's script
 * elements load them; the manifest as the runtime fetches it (CORS, no credentials); a standalone
 * first screen as a module, as the boot imports it; so each preload is the request the page makes
 * later. Answers the addresses preloaded.
 */
export function preloadFirstScreenFiles(
  location: Pick<Location, 'pathname'>,
  { local, session, document: page, now }: { local: Storage; session: Storage; document: Document; now: number },
): string[] {
  if (!tabHasUnexpiredSession(session, now)) return [];
  const list = listsIn(local)[location.pathname];
  if (!Array.isArray(list)) return [];
  const files = list
    .filter((file): file is string => typeof file === 'string' && /^https?:\/\//.test(file))
    .slice(0, MOST_FILES);
  for (const file of files) {
    const link = page.createElement('link');
    const { pathname } = new URL(file);
    link.href = file;
    if (isStandaloneFirstScreen(pathname)) link.rel = 'modulepreload';
    else {
      link.rel = 'preload';
      link.as = asOf(pathname);
      if (link.as === 'fetch') link.crossOrigin = 'anonymous';
    }
    page.head.appendChild(link);
  }
  return files;
}
