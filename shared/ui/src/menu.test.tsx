import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

afterEach(cleanup);

/** The menu module as a page gets it before any menu was used: Radix not loaded yet. */
async function freshMenu() {
  vi.resetModules();
  return import('./menu');
}

async function renderMenu() {
  const { Menu, MenuItem, MenuLabel, MenuSeparator, menuPart } = await freshMenu();
  render(
    <Menu label="Menu">
      <MenuLabel>Areas</MenuLabel>
      <MenuItem>
        <a href="/dashboard/quotes/home">Quotes</a>
      </MenuItem>
      <MenuSeparator />
      <MenuItem>
        <a href="/auth/logout">Sign out</a>
      </MenuItem>
    </Menu>,
  );
  return { menuPart, trigger: () => screen.getByRole('button', { name: 'Menu' }) };
}

describe('Menu', () => {
  it('is a closed menu button, drawn without loading Radix', async () => {
    const { menuPart, trigger } = await renderMenu();
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('data-state')).toBe('closed');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuPart.loaded()).toBeUndefined();
  });

  it('loads Radix when the pointer comes over the button, and stays closed', async () => {
    const { menuPart, trigger } = await renderMenu();
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await waitFor(() => expect(menuPart.loaded()).toBeDefined());
    await waitFor(() => expect(trigger().getAttribute('aria-controls')).toBeNull());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps the focus on the button when Radix arrives on its focus', async () => {
    const { menuPart, trigger } = await renderMenu();
    const before = trigger();
    act(() => before.focus());
    await waitFor(() => expect(menuPart.loaded()).toBeDefined());
    await waitFor(() => expect(trigger()).not.toBe(before));
    expect(document.activeElement).toBe(trigger());
  });

  it('Enter pressed before Radix arrived opens the menu on arrival, focus on its first item', async () => {
    const { trigger } = await renderMenu();
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Quotes', '/dashboard/quotes/home'],
      ['Sign out', '/auth/logout'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger());
  });

  it('a press before Radix arrived opens the menu on arrival', async () => {
    const { trigger } = await renderMenu();
    fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'touch' });
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('once Radix is there, opens from the keyboard with its links as menu items, and Escape closes it', async () => {
    const { menuPart, trigger } = await renderMenu();
    await act(() => menuPart.load());
    cleanup();
    const { Menu, MenuItem } = await import('./menu');
    render(
      <Menu label="Menu">
        <MenuItem>
          <a href="/dashboard/quotes/home">Quotes</a>
        </MenuItem>
      </Menu>,
    );
    fireEvent.keyDown(trigger(), { key: 'Enter' });
    const menu = screen.getByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Quotes' })).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
