import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';
import { ListStates } from './list-states';
import { Loading } from './loading';

afterEach(cleanup);

const list = (
  items: readonly string[] | undefined,
  children: (shown: readonly string[]) => ReactNode = (shown) => (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ),
) =>
  render(
    <ListStates items={items} fallback={<Loading label="Carregando..." />} empty={<EmptyState title="Nada aqui" />}>
      {children}
    </ListStates>,
  );

describe('ListStates', () => {
  it('shows the fallback (loading or error) until the items are read', () => {
    const children = vi.fn(() => null);
    list(undefined, children);
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
    expect(screen.queryByRole('heading', { name: 'Nada aqui' })).toBeNull();
    expect(children).not.toHaveBeenCalled();
  });

  it('shows the empty state for a list read empty, without calling the list', () => {
    const children = vi.fn(() => null);
    list([], children);
    expect(screen.getByRole('heading', { name: 'Nada aqui' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(children).not.toHaveBeenCalled();
  });

  it('shows the list with its items once read', () => {
    list(['Apólice 1', 'Apólice 2']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Apólice 1', 'Apólice 2']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nada aqui' })).toBeNull();
  });
});
