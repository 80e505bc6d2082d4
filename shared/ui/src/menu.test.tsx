import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from './menu';

afterEach(cleanup);

function renderMenu() {
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
  return screen.getByRole('button', { name: 'Menu' });
}

describe('Menu', () => {
  it('is a closed button until opened', () => {
    const trigger = renderMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard with its links as menu items, and Escape closes it', () => {
    const trigger = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = screen.getByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Quotes', '/dashboard/quotes/home'],
      ['Sign out', '/auth/logout'],
    ]);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
