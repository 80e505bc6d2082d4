import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { handOverWhenHomeDrawn } from './first-screen-hand-over';

const HOME_PATH = '/dashboard/index';
const FIRST_SCREEN =
  '<div class="shell"><main id="main"><div data-screen="customer-home"><h1>Olá, Ana!</h1>' +
  '<a href="/dashboard/policies/detail/p-1">Ver pagamentos</a><a href="/dashboard/policies/home">Ver apólices</a></div></main></div>';
const REAL_HOME =
  '<div data-remote="mfe_quotes_policies" data-state="mounted"><div data-screen="customer-home"><h1>Olá, Ana!</h1>' +
  '<a href="/dashboard/policies/detail/p-1">Ver pagamentos</a><a href="/dashboard/policies/home">Ver apólices</a></div></div>';

/** The page with the first screen drawn in the painted frame (`#root`), handed over. */
function firstScreenOnPage() {
  window.history.replaceState(null, '', HOME_PATH);
  document.body.innerHTML = `<div id="root">${FIRST_SCREEN}</div>`;
  const painted = document.getElementById('root')!;
  const unmount = vi.fn();
  handOverWhenHomeDrawn(painted, { unmount }, HOME_PATH);
  return { painted, unmount, next: () => document.getElementById('root')! };
}

/** The MutationObserver's callbacks run as microtasks, after the full shell's commit. */
const observed = () => new Promise<void>((done) => queueMicrotask(done));

afterEach(() => document.body.replaceChildren());

describe('the hand-over from the first screen to the full shell', () => {
  it('keeps the first screen until the real home has drawn, then shows it in the same step', async () => {
    const { painted, unmount, next } = firstScreenOnPage();
    expect(next()).not.toBe(painted);
    expect(next().hidden).toBe(true);

    next().innerHTML =
      '<div data-remote="mfe_quotes_policies" data-state="loading"><div class="ui-loading"></div></div>';
    await observed();
    expect(painted.isConnected).toBe(true);
    expect(next().hidden).toBe(true);

    next().innerHTML = REAL_HOME;
    await observed();
    expect(painted.isConnected).toBe(false);
    expect(next().hidden).toBe(false);
    expect(unmount).toHaveBeenCalled();
  });

  it('hands the broker home over the same way, once the real broker home has drawn', async () => {
    window.history.replaceState(null, '', '/broker/index');
    document.body.innerHTML =
      '<div id="root"><main><div data-screen="broker-home"><h1>Empresas clientes</h1></div></main></div>';
    const painted = document.getElementById('root')!;
    const unmount = vi.fn();
    handOverWhenHomeDrawn(painted, { unmount }, '/broker/index');
    const next = document.getElementById('root')!;

    next.innerHTML = '<div data-remote="mfe_broker" data-state="mounted"><div class="ui-loading"></div></div>';
    await observed();
    expect(painted.isConnected).toBe(true);

    next.innerHTML =
      '<div data-remote="mfe_broker" data-state="mounted"><div data-screen="broker-home"><h1>Empresas clientes</h1></div></div>';
    await observed();
    expect(painted.isConnected).toBe(false);
    expect(next.hidden).toBe(false);
    expect(unmount).toHaveBeenCalled();
  });

  it('carries what the person typed or chose in the first screen’s fields into the real home’s, focus included', async () => {
    window.history.replaceState(null, '', '/broker/index');
    document.body.innerHTML =
      '<div id="root"><main><div data-screen="broker-home"><h1>Empresas clientes</h1><form role="search">' +
      '<input type="search"><select><option value="name.asc"></option><option value="added.desc"></option></select>' +
      '</form></div></main></div>';
    const painted = document.getElementById('root')!;
    handOverWhenHomeDrawn(painted, { unmount: vi.fn() }, '/broker/index');
    const [search, sort] = [painted.querySelector('input')!, painted.querySelector('select')!];
    sort.value = 'added.desc';
    search.focus();
    search.value = 'acm';

    // The real home: React's own fields, whose state follows their change events.
    const seen: string[] = [];
    function RealHome() {
      const [q, setQ] = useState('');
      const [order, setOrder] = useState('name.asc');
      seen.push(`${q}|${order}`);
      return createElement('div', { 'data-screen': 'broker-home' }, [
        createElement('h1', { key: 'h' }, 'Empresas clientes'),
        createElement('input', {
          key: 'q',
          type: 'search',
          value: q,
          onChange: (e: { target: HTMLInputElement }) => setQ(e.target.value),
        }),
        createElement(
          'select',
          { key: 's', value: order, onChange: (e: { target: HTMLSelectElement }) => setOrder(e.target.value) },
          [
            createElement('option', { key: 'a', value: 'name.asc' }),
            createElement('option', { key: 'd', value: 'added.desc' }),
          ],
        ),
      ]);
    }
    const next = document.getElementById('root')!;
    const real = createRoot(next);
    // The full shell's header (its language select) comes before the home's fields.
    const shell = () => [createElement('select', { key: 'language' }), createElement(RealHome, { key: 'home' })];
    flushSync(() => real.render(shell()));
    await observed();
    await vi.waitFor(() => expect(seen.at(-1)).toBe('acm|added.desc'));

    expect(painted.isConnected).toBe(false);
    expect(document.activeElement).toBe(next.querySelector('input'));
    real.unmount();
  });

  it('keeps the focus on the link the person had focused', async () => {
    const { painted, next } = firstScreenOnPage();
    painted.querySelector<HTMLAnchorElement>('a[href="/dashboard/policies/home"]')!.focus();

    next().innerHTML = REAL_HOME;
    await observed();
    expect(document.activeElement).toBe(next().querySelector('a[href="/dashboard/policies/home"]'));
  });

  it.each([
    ['the remote failed to load (its error view)', '<div data-remote="mfe_quotes_policies" data-state="error"></div>'],
    ['the full shell could not start', '<div role="alert" class="ui-error-view"><h1>Erro</h1></div>'],
  ])('shows the full shell when %s', async (_, drawn) => {
    const { painted, next } = firstScreenOnPage();
    next().innerHTML = drawn;
    await observed();
    expect(painted.isConnected).toBe(false);
    expect(next().hidden).toBe(false);
  });

  it('follows a link of the first screen on this page, for the full shell to draw', async () => {
    const { painted, next } = firstScreenOnPage();
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    const link = painted.querySelector<HTMLAnchorElement>('a[href="/dashboard/policies/home"]')!;

    const followed = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(followed).toBe(false);
    expect(window.location.pathname).toBe('/dashboard/policies/home');
    expect(popstate).toHaveBeenCalled();
    window.removeEventListener('popstate', popstate);

    // The full shell, on that page, draws it: shown, though it is not the home.
    next().innerHTML = '<div data-remote="mfe_quotes_policies" data-state="loading"></div>';
    await observed();
    expect(next().hidden).toBe(false);
  });

  it('keeps the quote link’s first screen until the real options are drawn, then presses the button pressed meanwhile', async () => {
    const link = '/dashboard/quotes/available/eno/f-1';
    const options = (buttons: string) =>
      `<div data-screen="quote-compare"><h1>E&amp;O: compare as opções</h1>${buttons}</div>`;
    window.history.replaceState(null, '', link);
    document.body.innerHTML = `<div id="root"><div class="shell"><main>${options(
      '<button type="button">Escolher a opção 1</button><button type="button">Escolher a opção 2</button>',
    )}</main></div></div>`;
    const painted = document.getElementById('root')!;
    handOverWhenHomeDrawn(painted, { unmount: vi.fn() }, link);
    const next = () => document.getElementById('root')!;
    // The press starts the full shell (first-input.ts); the first screen's button does nothing itself.
    painted.querySelectorAll('button')[1]!.click();

    next().innerHTML = '<div data-remote="mfe_quotes_policies" data-state="loading"></div>';
    await observed();
    expect(painted.isConnected).toBe(true);

    const pressed = vi.fn();
    next().innerHTML = `<div data-remote="mfe_quotes_policies" data-state="mounted">${options(
      '<button type="button">Escolher a opção 1</button><button type="button">Escolher a opção 2</button>',
    )}</div>`;
    const second = next().querySelectorAll('button')[1]!;
    second.addEventListener('click', pressed);
    next().querySelectorAll('button')[0]!.addEventListener('click', pressed);
    await observed();
    expect(painted.isConnected).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pressed.mock.calls[0]![0].target).toBe(second);
    expect(document.activeElement).toBe(second);
  });

  it('presses the button pressed on a first screen drawn at paint, before the shell’s entry listened', async () => {
    const link = '/dashboard/quotes/available/eno/f-1';
    const buttons =
      '<button type="button">Escolher a opção 1</button><button type="button">Escolher a opção 2</button>';
    window.history.replaceState(null, '', link);
    document.body.innerHTML = `<div id="root"><div class="shell"><main><div data-screen="quote-compare">${buttons}</div></main></div></div>`;
    const painted = document.getElementById('root')!;
    handOverWhenHomeDrawn(painted, { unmount: vi.fn(), pressed: () => 'Escolher a opção 2' }, link);

    const pressed = vi.fn();
    const next = document.getElementById('root')!;
    next.innerHTML = `<div data-remote="mfe_quotes_policies" data-state="mounted"><div data-screen="quote-compare"><h1>E&amp;O</h1>${buttons}</div></div>`;
    next.querySelectorAll('button').forEach((button) => button.addEventListener('click', pressed));
    await observed();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pressed.mock.calls[0]![0].target).toBe(next.querySelectorAll('button')[1]);
  });

  it('leaves a click with a modifier (a new tab) to the browser', () => {
    const { painted } = firstScreenOnPage();
    const link = painted.querySelector<HTMLAnchorElement>('a[href="/dashboard/policies/home"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(click);
    expect(window.location.pathname).toBe(HOME_PATH);
  });
});
