import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiRequestError } from '@platform/api-client';
import { EmptyState } from '@platform/ui';
import { QueryFallback, QueryList, readTogether } from './query-fallback';
import { fakeApi, renderScreen } from './testing/render-screen';

afterEach(cleanup);

interface Page {
  items: string[];
}

function show(query: Parameters<typeof QueryList<Page, string>>[0]['query']) {
  return renderScreen(
    <QueryList query={query} items={(data) => data.items} empty={<EmptyState title="Nenhuma apólice" />}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryList>,
    { api: fakeApi({}).api, messages: { pt: {}, en: {}, es: {} }, path: '/' },
  );
}

const refetch = vi.fn();

describe('QueryList', () => {
  it('shows the loading view while the query is pending', () => {
    show({ status: 'pending', data: undefined, error: null, refetch });
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the catalogue error with a retry when the query failed', () => {
    const error = new ApiRequestError('SERVICE_UNAVAILABLE', 503);
    const { intlErrors } = show({ status: 'error', data: undefined, error, refetch });
    expect(screen.getByRole('alert').textContent).toMatch(/indisponível/);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(intlErrors).toEqual([]);
  });

  it('shows the empty state for a list read empty, and the list with its items otherwise', () => {
    show({ status: 'success', data: { items: [] }, error: null, refetch });
    expect(screen.getByRole('heading', { name: 'Nenhuma apólice' })).toBeTruthy();
    cleanup();
    show({ status: 'success', data: { items: ['Cyber', 'D&O'] }, error: null, refetch });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cyber', 'D&O']);
    expect(screen.queryByRole('heading', { name: 'Nenhuma apólice' })).toBeNull();
  });

  it('gives the list the whole answer beside its items, for what the answer says around them', () => {
    renderScreen(
      <QueryList
        query={{ status: 'success', data: { items: ['Cyber'], total: 7 }, error: null, refetch }}
        items={(data) => data.items}
        empty={<EmptyState title="Nenhuma apólice" />}
      >
        {(items, data) => <p>{`${items.length} of ${data.total}`}</p>}
      </QueryList>,
      { api: fakeApi({}).api, messages: { pt: {}, en: {}, es: {} }, path: '/' },
    );
    expect(screen.getByText('1 of 7')).toBeTruthy();
  });

  it('shows the screen’s own fallback instead of the shared one when it gives one', () => {
    const error = new ApiRequestError('FORBIDDEN', 403);
    renderScreen(
      <QueryList
        query={{ status: 'error', data: undefined, error, refetch }}
        items={(data: Page) => data.items}
        empty={<EmptyState title="Nenhuma apólice" />}
        fallback={<p>Only the administrator sees this</p>}
      >
        {(items) => <p>{items.length}</p>}
      </QueryList>,
      { api: fakeApi({}).api, messages: { pt: {}, en: {}, es: {} }, path: '/' },
    );
    expect(screen.getByText('Only the administrator sees this')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('readTogether', () => {
  const read = <D,>(data: D) => ({ status: 'success' as const, data, error: null, refetch: vi.fn() });

  it('is not read until both are: pending, or failed with the failure of the one that failed', () => {
    const failure = new ApiRequestError('SERVICE_UNAVAILABLE', 503);
    const pending = { status: 'pending' as const, data: undefined, error: null, refetch: vi.fn() };
    const failed = { status: 'error' as const, data: undefined, error: failure, refetch: vi.fn() };
    expect(readTogether(read(['a']), pending)).toMatchObject({ status: 'pending', data: undefined });
    expect(readTogether(failed, read(['b']))).toMatchObject({ status: 'error', error: failure, data: undefined });
  });

  it('gives both answers once both are read, and a retry asks again for both', async () => {
    const first = read(['a']);
    const second = read(['b', 'c']);
    const both = readTogether(first, second);
    expect(both).toMatchObject({ status: 'success', data: [['a'], ['b', 'c']] });
    await both.refetch();
    expect(first.refetch).toHaveBeenCalledTimes(1);
    expect(second.refetch).toHaveBeenCalledTimes(1);
  });
});

describe('QueryFallback', () => {
  it('answers a record that is not there (404) with the shared not-found view, never the unexpected error', () => {
    const error = new ApiRequestError('NOT_FOUND', 404);
    const { intlErrors } = renderScreen(<QueryFallback query={{ status: 'error', error, refetch }} />, {
      api: fakeApi({}).api,
      messages: { pt: {}, en: {}, es: {} },
      path: '/',
    });
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.queryByText('Há um erro inesperado')).toBeNull();
    expect(intlErrors).toEqual([]);
  });
});
