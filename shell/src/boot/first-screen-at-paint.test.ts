import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_CONTRACT_VERSION } from '@platform/remote-contract/compatibility';
import type { FirstScreenModule } from '@platform/remote-contract/first-screen';
import { drawFirstScreenAtPaint } from './first-screen-at-paint';
import { takeFirstScreenAtPaint } from './first-screen-at-paint-handle';
import { rememberFirstScreenAlone, rememberFirstScreenFiles, watchFilesAsked } from './first-screen-files';
import { startHomeReadsAtPaint, takeHomeReadAtPaint } from './home-reads-at-paint';

const ORIGIN = 'http://localhost:3000';
const HOME = { pathname: '/dashboard/index', search: '', origin: ORIGIN };
const MODULE = 'http://localhost:3003/first-screens/first-screen.js';
const NOW = Date.UTC(2026, 10, 26, 12);

/** The frame the first paint draws: header, and a main with the loading state. */
function paintedFrame() {
  document.body.innerHTML =
    '<div id="root"><div class="shell" data-first-paint="frame"><header class="shell-header"></header>' +
    '<main id="main" class="shell-main"><div class="first-paint-skeleton"></div></main></div></div>';
  return document.getElementById('root')!;
}

/** The head's reads for a kept session, each answered as `answer` says (its path as JSON by default). */
function headReads(answer = (url: string) => Response.json({ path: new URL(url).pathname })) {
  sessionStorage.setItem(
    `oidc.user:${ORIGIN}/oidc:web`,
    JSON.stringify({ access_token: 'kept', expires_at: NOW / 1000 + 3600 }),
  );
  const send = (async (url: string) => answer(url)) as unknown as typeof fetch;
  startHomeReadsAtPaint(HOME, { session: sessionStorage, now: NOW, send, authorize: async () => ({}) });
}

/** A standalone first screen built for `contract`, drawing the home's greeting. */
function standalone(contract = REMOTE_CONTRACT_VERSION, view = '<h1>Olá, Ana!</h1>') {
  const drawFirstScreen = vi.fn<FirstScreenModule['drawFirstScreen']>(async (container) => {
    container.innerHTML = `<div data-screen="customer-home">${view}</div>`;
    return { unmount: () => container.replaceChildren() };
  });
  return {
    importModule: vi.fn(async () => ({ drawFirstScreen, platform: { contract, singletons: {} } })),
    drawFirstScreen,
  };
}

afterEach(() => {
  takeFirstScreenAtPaint();
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>).__platformHomeReads;
  document.body.replaceChildren();
});

describe('a first screen drawn by the HTML’s inline script', () => {
  it('draws the module remembered for the path from the head’s reads, in the person’s language, and leaves the reads to the boot', async () => {
    const root = paintedFrame();
    localStorage.setItem('platform.language', 'en');
    rememberFirstScreenAlone(HOME.pathname, MODULE, localStorage);
    headReads();
    const { importModule, drawFirstScreen } = standalone();

    const drawing = drawFirstScreenAtPaint(root, HOME, { local: localStorage, importModule });

    expect(takeFirstScreenAtPaint()).toBe(drawing);
    expect(takeFirstScreenAtPaint()).toBeNull();
    const drawn = await drawing;
    expect(drawn?.from).toBe(MODULE);
    expect(importModule).toHaveBeenCalledWith(MODULE);
    expect(drawFirstScreen.mock.calls[0]![1]).toEqual({
      locale: { country: 'br', language: 'en' },
      answers: Object.fromEntries(
        ['/v3/me', '/v3/home/tasks', '/v3/policies', '/v3/quotes', '/v3/application-forms'].map((path) => [
          path,
          { path },
        ]),
      ),
      pathname: HOME.pathname,
    });
    expect(root.querySelector('main [data-screen="customer-home"] h1')?.textContent).toBe('Olá, Ana!');
    expect(root.querySelector('.first-paint-skeleton')).toBeNull();
    // The originals, unread: the full shell's API client takes them.
    const { response } = (await takeHomeReadAtPaint(`${ORIGIN}/v3/me`, 'kept'))!;
    expect(await response.json()).toEqual({ path: '/v3/me' });
    drawn?.unmount();
    expect(root.querySelector('[data-screen]')).toBeNull();
  });

  it('notes the first press on its buttons before the shell listens: the input that starts the shell, the button to press again', async () => {
    const root = paintedFrame();
    rememberFirstScreenAlone(HOME.pathname, MODULE, localStorage);
    headReads();
    const { importModule } = standalone(
      REMOTE_CONTRACT_VERSION,
      '<button>Escolher a opção 1</button><button>Escolher a opção 2</button>',
    );
    const drawn = (await drawFirstScreenAtPaint(root, HOME, { local: localStorage, importModule }))!;
    let started = false;
    void drawn.intent.then(() => (started = true));
    expect(drawn.pressed()).toBeNull();

    const [first, second] = root.querySelectorAll('button');
    first!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    first!.click();
    second!.click();

    await vi.waitFor(() => expect(started).toBe(true));
    expect(drawn.pressed()).toBe('Escolher a opção 1');
  });

  it('starts nothing without a standalone module remembered for the path, the head’s reads, or the frame', () => {
    const { importModule } = standalone();
    const draw = (root: HTMLElement) => drawFirstScreenAtPaint(root, HOME, { local: localStorage, importModule });

    headReads();
    expect(draw(paintedFrame())).toBeNull();
    // A list drawn through module federation: its manifest first, which the boot loads.
    watchFilesAsked(document.createElement('div'));
    rememberFirstScreenFiles(HOME.pathname, 'http://localhost:3003/mf-manifest.json', localStorage);
    expect(draw(paintedFrame())).toBeNull();
    rememberFirstScreenAlone(HOME.pathname, MODULE, localStorage);
    expect(draw(document.createElement('div'))).toBeNull();
    delete (window as unknown as Record<string, unknown>).__platformHomeReads;
    expect(draw(paintedFrame())).toBeNull();
    expect(importModule).not.toHaveBeenCalled();
    expect(takeFirstScreenAtPaint()).toBeNull();
  });

  it('draws nothing, leaving the frame, for a module built for a later contract or a refused read', async () => {
    rememberFirstScreenAlone(HOME.pathname, MODULE, localStorage);
    const later = standalone(REMOTE_CONTRACT_VERSION + 1);
    headReads();
    let root = paintedFrame();
    expect(
      await drawFirstScreenAtPaint(root, HOME, { local: localStorage, importModule: later.importModule }),
    ).toBeNull();
    expect(later.drawFirstScreen).not.toHaveBeenCalled();

    headReads((url) => (url.endsWith('/v3/quotes') ? new Response('', { status: 401 }) : Response.json({})));
    root = paintedFrame();
    const fitting = standalone();
    expect(
      await drawFirstScreenAtPaint(root, HOME, { local: localStorage, importModule: fitting.importModule }),
    ).toBeNull();
    expect(fitting.drawFirstScreen).not.toHaveBeenCalled();
    expect(root.querySelector('.first-paint-skeleton')).not.toBeNull();
  });
});
