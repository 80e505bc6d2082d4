import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { dropEarlyReads } from '@platform/api-client';
import { homeReadsHandedAtBoot } from '@platform/remote-kit/testing';
import { applicationForm, homeTask, policy, quote } from '../../testing/canned-data';
import { renderScreen } from '../../testing/render-screen';
import { CustomerHome } from './customer-home';

afterEach(() => {
  cleanup();
  dropEarlyReads();
});

const ANSWERS: Record<string, unknown> = {
  '/v3/home/tasks': { items: [homeTask()] },
  '/v3/policies': { items: [policy()] },
  '/v3/quotes': { items: [quote()] },
  '/v3/application-forms': { items: [applicationForm({ status: 'IPAF_IN_PROGRESS' })] },
};

describe('CustomerHome opened cold', () => {
  it('draws from the reads the shell started at boot, without asking the API again', async () => {
    const { api, asked } = homeReadsHandedAtBoot('/dashboard/index', ANSWERS);
    renderScreen(<CustomerHome />, { api, path: '/dashboard/index', user: { first_name: 'Ana' } });

    expect(await screen.findByRole('heading', { level: 3, name: 'Parcela atrasada: D&O' })).toBeTruthy();
    expect(screen.getByText('1 cotação esperando a sua escolha.')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
