import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useText } from './use-text';

const MESSAGES = { 'quote.title': 'Cotação de {product}', plain: 'Olá' };
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="pt-BR" messages={MESSAGES}>
    {children}
  </IntlProvider>
);

describe('useText', () => {
  it('looks a text up by id, with its values, in the provider’s language', () => {
    const { result } = renderHook(() => useText(), { wrapper });
    expect(result.current('quote.title', { product: 'D&O' })).toBe('Cotação de D&O');
    expect(result.current('plain')).toBe('Olá');
  });

  it('keeps the same function between renders (safe in effect and memo dependencies)', () => {
    const { result, rerender } = renderHook(() => useText(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
