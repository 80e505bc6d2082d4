import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, dropEarlyReads, handEarlyReads, type EarlyRead } from '@platform/api-client';
import type { FirstScreenModule, RegistryEntry, RemoteRegistry } from '@platform/remote-contract';
import { drawFirstScreenAtBoot, loadFirstScreenModule } from './first-screen';

const API = 'http://api.test';
const QUOTES: RegistryEntry = {
  name: 'mfe_quotes_policies',
  manifestUrl: 'http://localhost:3003/mf-manifest.json',
  routePrefixes: ['/dashboard/index', '/dashboard/index-customer', '/dashboard/quotes/*'],
} as RegistryEntry;
const BROKER: RegistryEntry = {
  name: 'mfe_broker',
  manifestUrl: 'http://localhost:3006/mf-manifest.json',
  routePrefixes: ['broker/*', 'ops/brokers/*'],
} as RegistryEntry;
const registry = { apiBaseUrl: API, remotes: [QUOTES, BROKER] } as unknown as RemoteRegistry;
const BODIES: Record<string, unknown> = {
  '/v3/me': { user: { first_name: 'Ana' } },
  '/v3/home/tasks': { items: [] },
  '/v3/policies': { items: [] },
  '/v3/quotes': { items: [] },
  '/v3/application-forms': { items: [] },
};

/** The reads `startHomeReads` started, answered as `answer` says (a body by default). */
const readsAnswered = (answer: (path: string) => Promise<Response> = async (path) => Response.json(BODIES[path])) =>
  Object.keys(BODIES).map((path): EarlyRead => ({
    url: API + path,
    answer: answer(path).then((response) => ({ authorization: 'DPoP kept', response })),
  }));

/** The frame the HTML's inline script paints: header, and a main with the loading state. */
function paintedFrame() {
  document.body.innerHTML =
    '<div id="root"><div class="shell" data-first-paint="frame"><header class="shell-header"></header>' +
    '<main id="main" class="shell-main"><div class="ui-skeleton-group first-paint-skeleton"></div></main></div></div>';
  return document.getElementById('root')!;
}

function remote(
  draw: FirstScreenModule['drawFirstScreen'] = async (container) => {
    container.innerHTML = '<div data-screen="customer-home"><h1>Olá, Ana!</h1></div>';
    return { unmount: () => undefined };
  },
) {
  const drawFirstScreen = vi.fn(draw);
  const load = vi.fn(async (entry: RegistryEntry) => ({
    module: { drawFirstScreen },
    from: new URL('first-screens/first-screen.js', entry.manifestUrl).href,
  }));
  return { load, drawFirstScreen };
}

afterEach(() => {
  dropEarlyReads();
  localStorage.clear();
  document.body.replaceChildren();
});

const HOME = { pathname: '/dashboard/index' };

describe('the homes’ first screens at boot', () => {
  it('is drawn by the home’s remote from the early answers, in the person’s language, instead of the loading state', async () => {
    const root = paintedFrame();
    localStorage.setItem('platform.language', 'es');
    const { load, drawFirstScreen } = remote();

    expect(await drawFirstScreenAtBoot(registry, readsAnswered(), root, { load, location: HOME })).toBeTruthy();

    expect(load).toHaveBeenCalledWith(QUOTES, './first-screen', HOME.pathname);
    expect(drawFirstScreen).toHaveBeenCalledWith(expect.any(HTMLElement), {
      locale: { country: 'br', language: 'es' },
      answers: BODIES,
      pathname: '/dashboard/index',
    });
    expect(root.querySelector('main [data-screen="customer-home"] h1')?.textContent).toBe('Olá, Ana!');
    expect(root.querySelector('.first-paint-skeleton')).toBeNull();
  });

  it('draws the quote link by the remote’s quote link module, from the answers and the address', async () => {
    const root = paintedFrame();
    const { load, drawFirstScreen } = remote(async (container) => {
      container.innerHTML = '<div data-screen="quote-compare"><h1>E&amp;O: compare as opções</h1></div>';
      return { unmount: () => undefined };
    });
    const link = { pathname: '/dashboard/quotes/available/eno/f-1' };

    expect(await drawFirstScreenAtBoot(registry, readsAnswered(), root, { load, location: link })).toBeTruthy();

    expect(load).toHaveBeenCalledWith(QUOTES, './quote-link-first-screen', link.pathname);
    expect(drawFirstScreen).toHaveBeenCalledWith(expect.any(HTMLElement), {
      locale: { country: 'br', language: 'pt' },
      answers: BODIES,
      pathname: link.pathname,
    });
    expect(root.querySelector('main [data-screen="quote-compare"] h1')).toBeTruthy();
  });

  it('puts a first screen drawn in slices in place once it is drawn, and nothing if it fails meanwhile', async () => {
    const root = paintedFrame();
    const link = { pathname: '/dashboard/quotes/available/eno/f-1' };
    const sliced = remote(async (container) => {
      await Promise.resolve();
      container.innerHTML = '<div data-screen="quote-compare"><h1>E&amp;O: compare as opções</h1></div>';
      return { unmount: () => undefined };
    });
    const drawn = await drawFirstScreenAtBoot(registry, readsAnswered(), root, { ...sliced, location: link });
    expect(drawn?.unmount).toBeTypeOf('function');
    expect(root.querySelector('main [data-screen="quote-compare"] h1')).toBeTruthy();

    const unpainted = paintedFrame();
    const before = unpainted.innerHTML;
    const failing = remote(async () => Promise.reject(new Error('the render failed')));
    expect(
      await drawFirstScreenAtBoot(registry, readsAnswered(), unpainted, { ...failing, location: link }),
    ).toBeNull();
    expect(unpainted.innerHTML).toBe(before);
  });

  it('leaves the original answers to the full shell’s API client, unread', async () => {
    const reads = readsAnswered();
    await drawFirstScreenAtBoot(registry, reads, paintedFrame(), { ...remote(), location: HOME });

    handEarlyReads(reads);
    const fetch = vi.fn(async () => Response.json({ items: ['asked again'] }));
    const api = createApiClient({ baseUrl: API, authorize: async () => ({ Authorization: 'DPoP kept' }), fetch });
    expect((await api.GET('/v3/home/tasks')).data).toEqual({ items: [] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the API refused a read',
      () =>
        readsAnswered(async (path) =>
          path === '/v3/quotes' ? Response.json({}, { status: 401 }) : Response.json(BODIES[path]),
        ),
    ],
    [
      'a read failed on the network',
      () =>
        readsAnswered(async (path) =>
          path === '/v3/policies' ? Promise.reject(new TypeError('offline')) : Response.json(BODIES[path]),
        ),
    ],
    ['an answer is not JSON', () => readsAnswered(async () => new Response('<html>'))],
    ['no read was started (a guest, an expired session)', () => []],
  ])('draws nothing when %s: the full shell starts at once', async (_, reads) => {
    const root = paintedFrame();
    const before = root.innerHTML;
    const { load, drawFirstScreen } = remote();

    expect(await drawFirstScreenAtBoot(registry, reads(), root, { load, location: HOME })).toBeNull();
    expect(drawFirstScreen).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(before);
  });

  it('draws nothing when the remote cannot be loaded, or refuses the answers', async () => {
    const root = paintedFrame();
    const before = root.innerHTML;
    const failing = { load: vi.fn(async () => Promise.reject(new Error('remote down'))) };
    expect(await drawFirstScreenAtBoot(registry, readsAnswered(), root, { ...failing, location: HOME })).toBeNull();
    const refusing = remote(() => {
      throw new Error('not a customer');
    });
    expect(await drawFirstScreenAtBoot(registry, readsAnswered(), root, { ...refusing, location: HOME })).toBeNull();
    expect(root.innerHTML).toBe(before);
    expect(document.getElementById('root')).toBe(root);
  });

  it('draws the broker home by the broker’s remote, from its own early answers', async () => {
    const root = paintedFrame();
    const answers = { '/v3/me': { user: {}, broker: { status: 'APPROVED' } }, '/v3/broker/home/tasks': { items: [] } };
    const reads = Object.entries(answers).map(([path, body]): EarlyRead => ({
      url: API + path,
      answer: Promise.resolve({ authorization: 'DPoP kept', response: Response.json(body) }),
    }));
    const { load, drawFirstScreen } = remote(async (container) => {
      container.innerHTML = '<div data-screen="broker-home"><h1>Empresas clientes</h1></div>';
      return { unmount: () => undefined };
    });

    expect(
      await drawFirstScreenAtBoot(registry, reads, root, { load, location: { pathname: '/broker/index' } }),
    ).toBeTruthy();

    expect(load).toHaveBeenCalledWith(BROKER, './first-screen', '/broker/index');
    expect(drawFirstScreen).toHaveBeenCalledWith(expect.any(HTMLElement), {
      locale: { country: 'br', language: 'pt' },
      answers,
      pathname: '/broker/index',
    });
    expect(root.querySelector('main [data-screen="broker-home"] h1')?.textContent).toBe('Empresas clientes');
  });

  it('is only for the homes and the quote link, and only over the painted frame', async () => {
    const { load } = remote();
    for (const pathname of [
      '/broker/company/c-1/detail',
      '/dashboard/quotes/home',
      '/dashboard/quotes/detail/available/eno/f-1',
    ])
      expect(
        await drawFirstScreenAtBoot(registry, readsAnswered(), paintedFrame(), { load, location: { pathname } }),
      ).toBeNull();
    const unpainted = document.body.appendChild(document.createElement('div'));
    expect(await drawFirstScreenAtBoot(registry, readsAnswered(), unpainted, { load, location: HOME })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('remembers the files it needed for the next cold visit once drawn, and forgets them when it draws nothing', async () => {
    const files = { remember: vi.fn(), rememberAlone: vi.fn(), forget: vi.fn() };
    await drawFirstScreenAtBoot(registry, readsAnswered(), paintedFrame(), { ...remote(), location: HOME, files });
    // Built alone, it is drawn at paint next time: its module alone.
    expect(files.rememberAlone).toHaveBeenCalledWith(
      HOME.pathname,
      'http://localhost:3003/first-screens/first-screen.js',
    );
    const { drawFirstScreen } = remote();
    const federation = async () => ({ module: { drawFirstScreen }, from: QUOTES.manifestUrl });
    await drawFirstScreenAtBoot(registry, readsAnswered(), paintedFrame(), { load: federation, location: HOME, files });
    expect(files.remember).toHaveBeenCalledWith(HOME.pathname, QUOTES.manifestUrl);
    expect(files.forget).not.toHaveBeenCalled();

    const refusing = remote(() => {
      throw new Error('not a customer');
    });
    await drawFirstScreenAtBoot(registry, readsAnswered(), paintedFrame(), { ...refusing, location: HOME, files });
    await drawFirstScreenAtBoot(registry, [], paintedFrame(), { ...remote(), location: HOME, files });
    expect(files.forget.mock.calls).toEqual([[HOME.pathname], [HOME.pathname]]);
    expect(files.remember).toHaveBeenCalledTimes(1);
  });

  it('takes the first screen the HTML’s script drew, remembering its module alone; draws itself when that one was refused', async () => {
    const files = { remember: vi.fn(), rememberAlone: vi.fn(), forget: vi.fn() };
    const unmount = vi.fn();
    const intent = Promise.resolve();
    const pressed = () => 'Escolher a opção 1';
    const atPaint = Promise.resolve({
      unmount,
      from: 'http://localhost:3003/first-screens/first-screen.js',
      intent,
      pressed,
    });
    const { load } = remote();

    const drawn = await drawFirstScreenAtBoot(registry, readsAnswered(), paintedFrame(), {
      atPaint,
      load,
      location: HOME,
      files,
    });
    drawn?.unmount();
    expect(unmount).toHaveBeenCalled();
    // What the person did before the shell's entry listened: the boot's first input, the press to repeat.
    expect(drawn?.intent).toBe(intent);
    expect(drawn?.pressed?.()).toBe('Escolher a opção 1');
    expect(load).not.toHaveBeenCalled();
    expect(files.rememberAlone).toHaveBeenCalledWith(
      HOME.pathname,
      'http://localhost:3003/first-screens/first-screen.js',
    );

    const root = paintedFrame();
    const refused = Promise.resolve(null);
    expect(
      await drawFirstScreenAtBoot(registry, readsAnswered(), root, { atPaint: refused, load, location: HOME, files }),
    ).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.querySelector('main [data-screen="customer-home"] h1')?.textContent).toBe('Olá, Ana!');
    expect(files.rememberAlone).toHaveBeenCalledTimes(2);
  });
});

describe('where a first screen is loaded from', () => {
  const drawFirstScreen: FirstScreenModule['drawFirstScreen'] = async () => ({ unmount: () => undefined });
  const STANDALONE = 'http://localhost:3003/first-screens/first-screen.js';

  it('is the remote’s standalone build when it has one: module federation is not asked', async () => {
    const standalone = vi.fn(async () => ({ module: { drawFirstScreen }, from: STANDALONE }));
    const federation = vi.fn(async () => ({ drawFirstScreen }));
    const loaded = await loadFirstScreenModule(QUOTES, './first-screen', HOME.pathname, { standalone, federation });
    expect(loaded).toEqual({ module: { drawFirstScreen }, from: STANDALONE });
    expect(standalone).toHaveBeenCalledWith(QUOTES, './first-screen');
    expect(federation).not.toHaveBeenCalled();
  });

  it('is module federation for a remote built without one, or whose build fails: remembered by its manifest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const standalone = vi.fn(async () => Promise.reject(new Error('404')));
    const federation = vi.fn(async () => ({ drawFirstScreen }));
    const loaded = await loadFirstScreenModule(QUOTES, './first-screen', HOME.pathname, { standalone, federation });
    expect(loaded).toEqual({ module: { drawFirstScreen }, from: QUOTES.manifestUrl });
    expect(federation).toHaveBeenCalledWith(QUOTES, './first-screen');
  });
});
