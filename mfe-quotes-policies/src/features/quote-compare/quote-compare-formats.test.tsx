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

/** The description of `term` in each option card, in the cards' order. */
const figures = (term: RegExp) =>
  screen.getAllByRole('article').map((card) =>
    within(card)
      .getByText(term, { selector: 'dt' })
      .nextElementSibling?.textContent?.replace(/\u00a0/g, ' '),
  );

describe('QuoteCompare, one format per screen', () => {
  it.each([
    [
      'en',
      /^Retention/,
      /^Limit of liability/,
      ['R$25,000.00', 'No retention'],
      ['R$1,000,000.00', 'R$2,000,000.00'],
      '1.5% a month; IOF of 7.38%',
    ],
    [
      'es',
      /^Deducible/,
      /^Límite/,
      ['R$25,000.00', 'Sin deducible'],
      ['R$1,000,000.00', 'R$2,000,000.00'],
      '1.5% mensual; IOF del 7.38%',
    ],
  ] as const)(
    'in %s writes the retention, the limit and the rates with the same formatter',
    async (language: Language, retention, limit, retentions, limits, rates) => {
      const { api } = fakeApi({ '/v3/quotes': quoteList(OPTIONS) });
      renderScreen(<QuoteCompare />, {
        api,
        path: '/dashboard/quotes/:type/:product/:userFormId',
        url: '/dashboard/quotes/available/eno/f-1',
        locale: { country: 'br', language },
      });
      await screen.findAllByRole('article');
      expect(figures(retention)).toEqual(retentions);
      expect(figures(limit)).toEqual(limits);
      expect(document.body.textContent).toContain(rates);
    },
  );
});
