import { afterEach, expect, it, vi } from 'vitest';
import { quote, quoteList } from './testing/canned-data';

// react-intl and its message parser (13.6 KB gzip) are the full shell's: the quote link's first
// screen formats the quote words itself (lib/quote-texts.ts), so the shell does not fetch them.
vi.mock('react-intl', () => {
  throw new Error('the first screen imported react-intl');
});
// Nor the whole ui kit (menus, dialogs, tooltips, the combobox, Radix): its page parts and controls alone.
vi.mock('@platform/ui', () => {
  throw new Error('the first screen imported the whole ui kit');
});

afterEach(() => document.body.replaceChildren());

it('draws the quote link without react-intl or the whole ui kit, its prices, plurals and lists in the person’s language', async () => {
  const { drawFirstScreen } = await import('./quote-link-first-screen');
  const container = document.body.appendChild(document.createElement('main'));
  const answers = {
    '/v3/me': { user: { id: 'u-1', first_name: 'Ana' }, role: 'ACCOUNT_ADMIN', broker: null, accounts: [] },
    '/v3/quotes': quoteList([
      quote({ id: 'q-1', gross_premium: '10000.00', retention: 'R_NONE' }),
      quote({ id: 'q-2', coverage_limit: '2000000.00', gross_premium: '12500.00', recommended: true }),
    ]).body,
  };
  const screen = await drawFirstScreen(container, {
    locale: { country: 'br', language: 'es' },
    answers,
    pathname: '/dashboard/quotes/available/eno/f-1',
  });

  const text = container.textContent;
  expect(container.querySelector('h1')?.textContent).toBe('E&O – Responsabilidad profesional: compare las opciones');
  expect(text).toContain('Opción 2');
  expect(text).toContain('Recomendada');
  // The price a year with IOF, and its instalments (a plural with its amount).
  expect(text).toContain('al año, con IOF · o 4 cuotas sin intereses de R$');
  // A retention of none and the purchase path (the purchase words), the sublimit beside its coverage.
  expect(text).toContain('Sin deducible');
  expect(container.querySelector('ol')?.getAttribute('aria-label')).toBe('Etapas hasta la póliza');
  expect(text).toContain('1Cotización2Contratación');
  expect(text).toContain('sublímite de R$');
  expect(container.querySelector('button')?.textContent).toBe('Elegir la opción 1');
  screen.unmount();
  // Importing the remote's module graph afresh, on a machine shared with other runs.
}, 30_000);
