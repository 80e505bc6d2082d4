import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Language } from '@platform/domain';
import { quote, quoteList } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { QuoteCompare } from './quote-compare';

afterEach(cleanup);

const OPTIONS = [
  quote({ id: 'q-1', coverage_limit: '1000000.00', retention: 'R_25K' }),
  quote({ id: 'q-2', coverage_limit: '2000000.00', retention: 'R_NONE' }),
];

const cells = (name: RegExp) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('QuoteCompare, one format per table', () => {
  it.each([
    [
      'en',
      /Retention/,
      /Limit of liability/,
      ['R$25,000.00', 'No retention'],
      ['R$1,000,000.00', 'R$2,000,000.00'],
      '1.5% a month; IOF of 7.38%',
    ],
    [
      'es',
      /Deducible/,
      /Límite/,
      ['R$25,000.00', 'Sin deducible'],
      ['R$1,000,000.00', 'R$2,000,000.00'],
      '1.5% mensual; IOF del 7.38%',
    ],
  ] as const)(
    'in %s writes the retention, the limit and the rates with the same formatter',
    async (language: Language, retentionRow, limitRow, retentions, limits, rates) => {
      const { api } = fakeApi({ '/v3/quotes': quoteList(OPTIONS) });
      renderScreen(<QuoteCompare />, {
        api,
        path: '/dashboard/quotes/:type/:product/:userFormId',
        url: '/dashboard/quotes/available/eno/f-1',
        locale: { country: 'br', language },
      });
      await screen.findByRole('table');
      expect(cells(retentionRow)).toEqual(retentions);
      expect(cells(limitRow)).toEqual(limits);
      expect(document.body.textContent).toContain(rates);
    },
  );
});
