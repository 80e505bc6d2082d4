import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createApiClient, dropEarlyReads, handEarlyReads } from '@platform/api-client';
import { homeFirstReads } from '@platform/remote-contract';
import { applicationForm, homeTask, policy, quote } from '../../testing/canned-data';
import { renderScreen } from '../../testing/render-screen';
import { CustomerHome } from './customer-home';

afterEach(() => {
  cleanup();
  dropEarlyReads();
});

const API = 'http://api.test';
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const ANSWERS: Record<string, unknown> = {
  '/v3/home/tasks': { items: [homeTask()] },
  '/v3/policies': { items: [policy()] },
  '/v3/quotes': { items: [quote()] },
  '/v3/application-forms': { items: [applicationForm({ status: 'IPAF_IN_PROGRESS' })] },
};

describe('CustomerHome opened cold', () => {
  it('draws from the reads the shell started at boot, without asking the API again', async () => {
    const asked: string[] = [];
    const api = createApiClient({
      baseUrl: API,
      getToken: () => 'kept',
      fetch: (async (input: RequestInfo | URL) => {
        asked.push(new Request(input).url);
        return new Response(null, { status: 403 });
      }) as typeof fetch,
    });
    handEarlyReads(
      homeFirstReads({ pathname: '/dashboard/index', search: '' }).map((path) => ({
        url: API + path,
        answer: Promise.resolve({ authorization: 'Bearer kept', response: json(ANSWERS[path]) }),
      })),
    );
    renderScreen(<CustomerHome />, { api, path: '/dashboard/index', user: { first_name: 'Ana' } });

    expect(await screen.findByRole('heading', { level: 3, name: 'Parcela atrasada: D&O' })).toBeTruthy();
    expect(screen.getByText('1 cotação esperando a sua escolha.')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
