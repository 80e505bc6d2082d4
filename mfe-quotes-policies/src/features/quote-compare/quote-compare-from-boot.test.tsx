import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { dropEarlyReads } from '@platform/api-client';
import { homeReadsHandedAtBoot } from '@platform/remote-kit/testing';
import { quote, quoteList } from '../../testing/canned-data';
import { renderScreen } from '../../testing/render-screen';
import { QuoteCompare } from './quote-compare';

afterEach(() => {
  cleanup();
  dropEarlyReads();
});

describe('QuoteCompare opened cold from the quote link', () => {
  it('draws from the read the shell started at boot, without asking the API again (the first screen hands over at once)', async () => {
    const link = '/dashboard/quotes/available/eno/f-1';
    const options = [quote({ id: 'q-1' }), quote({ id: 'q-2', coverage_limit: '2000000.00', recommended: true })];
    const { api, asked } = homeReadsHandedAtBoot(link, { '/v3/quotes': quoteList(options).body });
    renderScreen(<QuoteCompare />, { api, path: '/dashboard/quotes/:type/:product/:userFormId', url: link });

    const list = await screen.findByRole('region', { name: 'As opções' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(asked).toEqual([]);
  });
});
