import { afterEach, expect, it, vi } from 'vitest';
import { homeFirstReads } from '@platform/remote-contract';

// react-intl and its message parser (13.6 KB gzip) are the full shell's: the first screen formats
// the home's words itself (features/companies-list/broker-home-texts.ts), so the shell does not fetch them.
vi.mock('react-intl', () => {
  throw new Error('the first screen imported react-intl');
});
// Nor the whole ui kit (menus, dialogs, toasts, Radix): its page parts and controls alone.
vi.mock('@platform/ui', () => {
  throw new Error('the first screen imported the whole ui kit');
});

afterEach(() => document.body.replaceChildren());

const [ME, TASKS, COMPANIES] = homeFirstReads({ pathname: '/broker/index', search: '' }) as [string, string, string];

it('draws the broker home without react-intl or the whole ui kit, its plurals, money and dates in the person’s language', async () => {
  const { drawFirstScreen } = await import('./first-screen');
  const container = document.body.appendChild(document.createElement('main'));
  const answers = {
    [ME]: {
      user: { id: 'u-1', email: 'bia@corretora.test', first_name: 'Bia', last_name: 'Lima' },
      role: 'BROKER',
      broker: { id: 'b-1', status: 'APPROVED', kam_id: 'k-1' },
      accounts: [],
    },
    [TASKS]: {
      items: [
        {
          kind: 'INVOICE_DUE',
          id: 'i-1',
          account_id: 'c-1',
          company_name: 'Acme',
          product: 'D_AND_O',
          due_on: '2024-11-10',
          late: true,
          reference: 'DO-1',
          amount: '1234.56',
          currency: 'BRL',
          options: null,
          signatories: [],
        },
        {
          kind: 'QUOTE_TO_CHOOSE',
          id: 'q-1',
          account_id: 'c-1',
          company_name: 'Acme',
          product: 'CYBER',
          due_on: null,
          late: false,
          reference: 'Q-1',
          amount: null,
          currency: null,
          options: 2,
          signatories: [],
        },
      ],
    },
    [COMPANIES]: { items: [], total: 0, next_cursor: null },
  };
  const screen = await drawFirstScreen(container, { locale: { country: 'br', language: 'es' }, answers });

  expect(container.querySelector('h1')?.textContent).toBe('Empresas clientes');
  expect(container.textContent).toContain('Acme: cuota atrasada (D&O)');
  expect(container.textContent).toContain('Factura DO-1 de R$');
  expect(container.textContent).toContain('2 opciones disponibles.');
  expect(container.textContent).toContain('Ninguna empresa');
  expect(container.textContent).toContain('Su gerente de cuentas');
  screen.unmount();
  // Importing the remote's module graph afresh, on a machine shared with other runs.
}, 30_000);
