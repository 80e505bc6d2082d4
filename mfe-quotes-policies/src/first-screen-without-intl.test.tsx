import { afterEach, expect, it, vi } from 'vitest';

// react-intl and its message parser (13.6 KB gzip) are the full shell's: the first screen formats
// the home's words itself (features/customer-home/home-texts.ts), so the shell does not fetch them.
vi.mock('react-intl', () => {
  throw new Error('the first screen imported react-intl');
});
// Nor the whole ui kit (fields, menus, dialogs, tables): its page parts alone (@platform/ui/page-parts).
vi.mock('@platform/ui', () => {
  throw new Error('the first screen imported the whole ui kit');
});

afterEach(() => document.body.replaceChildren());

it('draws the customer home without react-intl or the whole ui kit, its plurals and dates in the person’s language', async () => {
  const { drawFirstScreen } = await import('./first-screen');
  const container = document.body.appendChild(document.createElement('main'));
  const answers = {
    '/v3/me': { user: { first_name: 'Ana' }, role: 'OWNER', broker: null, accounts: [] },
    '/v3/home/tasks': { items: [] },
    '/v3/policies': { items: [] },
    '/v3/quotes': {
      items: [
        { id: 'q-1', status: 'AVAILABLE', product: 'D_AND_O' },
        { id: 'q-2', status: 'AVAILABLE', product: 'CYBER' },
      ],
    },
    '/v3/application-forms': { items: [] },
  };
  const screen = await drawFirstScreen(container, { locale: { country: 'br', language: 'es' }, answers });

  expect(container.querySelector('h1')?.textContent).toBe('¡Hola, Ana!');
  expect(container.textContent).toContain('2 cotizaciones esperando su elección.');
  screen.unmount();
  // Importing the remote's module graph afresh, on a machine shared with other runs.
}, 30_000);
