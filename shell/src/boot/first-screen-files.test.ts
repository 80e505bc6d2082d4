import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetFirstScreenFiles,
  MOST_PATHS,
  preloadFirstScreenFiles,
  rememberFirstScreenFiles,
  tabHasUnexpiredSession,
  watchFilesAsked,
} from './first-screen-files';

const NOW = Date.UTC(2026, 10, 26, 12);
const HOME = '/dashboard/index';
const MANIFEST = 'http://localhost:3003/mf-manifest.json';
/** What the boot code and the federation runtime asked for before the home's first screen was drawn. */
const ASKED = [
  'http://localhost:3000/static/js/async/boot-warm-remote.2.js',
  'http://localhost:3003/remoteEntry.js',
  'http://localhost:3003/static/js/async/__federation_expose_first_screen.3.js',
  'http://localhost:3003/static/css/async/first-screen.4.css',
  'http://localhost:3000/static/js/async/lib-react-dom.5.js',
];

/** The page's head, watched as the boot code watches the document, with `files` then added to it. */
function pageAsking(files: readonly string[]) {
  const head = document.createElement('div');
  watchFilesAsked(head);
  for (const file of files) {
    const element = file.endsWith('.css') ? document.createElement('link') : document.createElement('script');
    if (element instanceof HTMLLinkElement) Object.assign(element, { rel: 'stylesheet', href: file });
    else element.src = file;
    head.appendChild(element);
    // The runtimes remove a chunk's script once it has run.
    if (element instanceof HTMLScriptElement) element.remove();
  }
  const other = document.createElement('link');
  Object.assign(other, { rel: 'icon', href: 'http://localhost:3000/favicon.svg' });
  head.appendChild(other);
}

/** The tab's kept session as oidc-client-ts stores it, expiring at `expiresAt` (seconds). */
const keepSession = (expiresAt: number) =>
  sessionStorage.setItem(
    'oidc.user:http://localhost:3000/oidc:web',
    JSON.stringify({ access_token: 't', expires_at: expiresAt }),
  );

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
});

describe('the files a first screen needs, remembered for the next cold visit', () => {
  it('remembers the remote’s manifest and the scripts and stylesheets the page asked for, and preloads them as the page loads them', async () => {
    pageAsking(ASKED);
    rememberFirstScreenFiles(HOME, MANIFEST, localStorage);

    preloadFirstScreenFiles({ pathname: HOME }, { local: localStorage, session: keepSessionNow(), document, now: NOW });
    expect(preloads()).toEqual([
      { href: MANIFEST, as: 'fetch', crossOrigin: 'anonymous' },
      { href: ASKED[0], as: 'script', crossOrigin: null },
      { href: ASKED[1], as: 'script', crossOrigin: null },
      { href: ASKED[2], as: 'script', crossOrigin: null },
      { href: ASKED[3], as: 'style', crossOrigin: null },
      { href: ASKED[4], as: 'script', crossOrigin: null },
    ]);
  });

  it('remembers a standalone first screen in place of the manifest, preloaded as the module the boot imports', async () => {
    const standalone = 'http://localhost:3003/first-screens/first-screen.js';
    pageAsking(ASKED.slice(0, 1));
    rememberFirstScreenFiles(HOME, standalone, localStorage);

    preloadFirstScreenFiles({ pathname: HOME }, { local: localStorage, session: keepSessionNow(), document, now: NOW });
    const modules = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(modules.map((link) => [link.href, link.getAttribute('as')])).toEqual([[standalone, null]]);
    expect(preloads()).toEqual([{ href: ASKED.at(0), as: 'script', crossOrigin: null }]);
  });

  it('keeps one list per path, the last drawn replacing the one before (a remote deployed again)', async () => {
    pageAsking(ASKED);
    rememberFirstScreenFiles(HOME, MANIFEST, localStorage);
    pageAsking(['http://b/remoteEntry.js']);
    rememberFirstScreenFiles('/broker/index', 'http://b/mf-manifest.json', localStorage);
    pageAsking(['http://q/static/js/first-screen.6.js']);
    rememberFirstScreenFiles(HOME, MANIFEST, localStorage);

    preloadFirstScreenFiles({ pathname: HOME }, { local: localStorage, session: keepSessionNow(), document, now: NOW });
    expect(preloads().map(({ href }) => href)).toEqual([MANIFEST, 'http://q/static/js/first-screen.6.js']);
  });

  it('keeps the lists of the last paths drawn only: each quote link is a path of its own', async () => {
    const links = Array.from({ length: 12 }, (_, index) => `/dashboard/quotes/available/dno/form-${index}`);
    for (const link of links) {
      pageAsking(ASKED);
      rememberFirstScreenFiles(link, MANIFEST, localStorage);
    }
    const kept = Object.keys(JSON.parse(localStorage.getItem('platform.first-screen-files')!) as object);
    expect(kept).toEqual(links.slice(-MOST_PATHS));
  });

  it('remembers nothing once the watch has ended, and preloads nothing for a path whose first screen was not drawn', async () => {
    pageAsking(ASKED);
    rememberFirstScreenFiles(HOME, MANIFEST, localStorage);
    pageAsking(ASKED);
    forgetFirstScreenFiles(HOME, localStorage);
    rememberFirstScreenFiles(HOME, MANIFEST, localStorage);

    expect(
      preloadFirstScreenFiles(
        { pathname: HOME },
        { local: localStorage, session: keepSessionNow(), document, now: NOW },
      ),
    ).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('preloads nothing without a kept, unexpired session in the tab, nor on a path with no list', async () => {
    pageAsking(ASKED);
    rememberFirstScreenFiles(HOME, MANIFEST, localStorage);
    const preload = (pathname: string) =>
      preloadFirstScreenFiles({ pathname }, { local: localStorage, session: sessionStorage, document, now: NOW });

    expect(preload(HOME)).toEqual([]);
    keepSession(NOW / 1000 - 1);
    expect(preload(HOME)).toEqual([]);
    keepSession(NOW / 1000 + 60);
    expect(preload('/dashboard/policies')).toEqual([]);
    expect(preloads()).toEqual([]);
    expect(preload(HOME)).toHaveLength(6);
  });

  it('ignores a damaged list or one that names something other than http(s) files', () => {
    localStorage.setItem('platform.first-screen-files', '{not json');
    const preload = () =>
      preloadFirstScreenFiles(
        { pathname: HOME },
        { local: localStorage, session: keepSessionNow(), document, now: NOW },
      );
    expect(preload()).toEqual([]);
    localStorage.setItem(
      'platform.first-screen-files',
      JSON.stringify({ [HOME]: ['javascript:alert(1)', 42, 'http://q/a.js'] }),
    );
    expect(preload()).toEqual(['http://q/a.js']);
  });
});

describe('a kept, unexpired session in the tab', () => {
  it('is an oidc-client-ts user entry with a token whose expiry is still ahead', () => {
    expect(tabHasUnexpiredSession(sessionStorage, NOW)).toBe(false);
    keepSession(NOW / 1000);
    expect(tabHasUnexpiredSession(sessionStorage, NOW)).toBe(false);
    keepSession(NOW / 1000 + 1);
    expect(tabHasUnexpiredSession(sessionStorage, NOW)).toBe(true);
    sessionStorage.setItem('oidc.user:http://localhost:3000/oidc:web', '{damaged');
    expect(tabHasUnexpiredSession(sessionStorage, NOW)).toBe(false);
  });
});

function keepSessionNow() {
  keepSession(NOW / 1000 + 300);
  return sessionStorage;
}
