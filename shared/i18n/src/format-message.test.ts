import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatMessage } from './format-message';

const LOCALES = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const;
const OPTIONS = '{options, plural, one {# opção disponível} other {# opções disponíveis}}, válidas até {date}.';

describe('formatMessage, the first screens’ small ICU formatter', () => {
  it('puts each argument in its place, numbers in the locale’s digits', () => {
    expect(formatMessage('Olá, {name}!', { name: 'Ana' }, 'pt-BR')).toBe('Olá, Ana!');
    expect(formatMessage('{count} quotes', { count: 1234 }, 'en-US')).toBe('1,234 quotes');
    expect(formatMessage('{count} cotações', { count: 1234 }, 'pt-BR')).toBe('1.234 cotações');
    expect(formatMessage('Fatura {reference}.', { reference: null }, 'pt-BR')).toBe('Fatura .');
    expect(() => formatMessage('Fatura {reference}.', {}, 'pt-BR')).toThrow();
  });

  it.each([
    ['pt-BR', 1, '1 opção disponível, válidas até 01/12/2026.'],
    ['pt-BR', 0, '0 opção disponível, válidas até 01/12/2026.'],
    ['pt-BR', 2, '2 opções disponíveis, válidas até 01/12/2026.'],
    ['pt-BR', 1500, '1.500 opções disponíveis, válidas até 01/12/2026.'],
  ])('chooses the plural form by the language’s rules (%s, %i)', (locale, options, text) => {
    expect(formatMessage(OPTIONS, { options, date: '01/12/2026' }, locale)).toBe(text);
  });

  it('takes an exact match before the language’s category, and a select by its value', () => {
    const message = '{n, plural, =0 {none} one {# quote} other {# quotes}}';
    expect(formatMessage(message, { n: 0 }, 'en-US')).toBe('none');
    expect(formatMessage(message, { n: 1 }, 'en-US')).toBe('1 quote');
    const select = '{kind, select, company {a company} other {a person}}';
    expect(formatMessage(select, { kind: 'company' }, 'en-US')).toBe('a company');
    expect(formatMessage(select, { kind: 'x' }, 'en-US')).toBe('a person');
  });

  it('reads apostrophes as ICU does: literal in words, doubled for one, quoting braces', () => {
    expect(formatMessage("Let's answer your company's form", {}, 'en-US')).toBe("Let's answer your company's form");
    expect(formatMessage("It''s '{literal}' {x}", { x: 1 }, 'en-US')).toBe("It's {literal} 1");
  });

  it('draws what react-intl draws, for every language and count, with arguments inside the branches', () => {
    const message =
      '{count, plural, one {Estamos buscando # cotação para {name}.} other {Estamos buscando # cotações para {name}.}}';
    for (const locale of Object.values(LOCALES))
      for (const count of [0, 1, 2, 5, 21, 1000]) {
        const intl = createIntl({ locale, messages: { message } });
        expect(formatMessage(message, { count, name: 'Ana' }, locale)).toBe(
          intl.formatMessage({ id: 'message' }, { count, name: 'Ana' }),
        );
      }
  });

  it('refuses a message it cannot read, rather than drawing it wrong', () => {
    expect(() => formatMessage('{count, plural, one {#}', { count: 1 }, 'en-US')).toThrow();
    expect(() => formatMessage('{amount, number, ::currency/BRL}', { amount: 1 }, 'en-US')).toThrow();
  });
});
