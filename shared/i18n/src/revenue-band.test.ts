import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { platformMessages } from './platform-messages';
import { revenueBandText } from './revenue-band';

const intlIn = (language: 'pt' | 'en' | 'es', tag: string) =>
  createIntl({ locale: tag, messages: platformMessages[language] });
const spaced = (text: string | null) => text?.replace(/\s/g, ' ');

describe('revenueBandText', () => {
  it("says a band by its bounds in the account's currency, whatever the reader's language", () => {
    const en = intlIn('en', 'en-US');
    const us = { country: 'us', language: 'en' } as const;
    expect(revenueBandText(en, 'UNDER_250K', 'MXN', us)).toBe('Under MX$875,000');
    expect(revenueBandText(en, 'FROM_250K_TO_1M', 'USD', us)).toBe('$50,000 to $200,000');
    expect(revenueBandText(en, 'OVER_5M', 'BRL', us)).toBe('Over R$5,000,000');
    const pt = intlIn('pt', 'pt-BR');
    expect(spaced(revenueBandText(pt, 'FROM_1M_TO_5M', 'BRL', { country: 'br', language: 'pt' }))).toBe(
      'De R$ 1.000.000 a R$ 5.000.000',
    );
  });

  it('is null for a code that is no band', () => {
    expect(revenueBandText(intlIn('en', 'en-US'), 'R_NONE', 'BRL', { country: 'us', language: 'en' })).toBeNull();
  });
});
