import { expect, test } from '@playwright/test';
import { signIn, signInOverHttp } from '../support';

const DEMO_FORM = '00000000-0000-4000-8000-000000000501';

// The e2e stack runs two API instances (global-setup.ts); the browser's live stream is on one of them.
const INSTANCES = ['http://127.0.0.1:4000', 'http://127.0.0.1:4001'];

test('a customer’s list of questionnaires refreshes by itself when a teammate saves one, whichever API instance each is on', async ({
  page,
  request,
}) => {
  await signIn(page, 'cliente@demo.local', '/ipaf/prev');
  const screen = page.locator('[data-remote="mfe_ipaf"][data-state="mounted"]');
  await expect(screen.getByRole('table', { name: 'Meus questionários' })).toBeVisible();
  const table = screen.getByRole('table', { name: 'Meus questionários' });
  // The demo's finished questionnaires include cyber ones; the one in progress is not for cyber, yet.
  const cyberRows = table.getByRole('row').filter({ hasText: /cibernético/ });
  await expect(cyberRows).not.toHaveCount(0);
  const finished = await cyberRows.count();

  // The teammate, on another device, saves the questionnaire twice, once on each API instance:
  // one of the saves is necessarily heard on the other instance, through PostgreSQL.
  const token = await signInOverHttp(request, 'membro@demo.local');
  const headers = { authorization: `Bearer ${token}` };
  const save = async (instance: string, products: string[]) => {
    const forms = await (await request.get(`${instance}/v3/application-forms`, { headers })).json();
    const form = forms.items.find((item: { id: string }) => item.id === DEMO_FORM);
    const saved = await request.patch(`${instance}/v3/application-forms/${DEMO_FORM}`, {
      headers,
      data: { version: form.version, products },
    });
    expect(saved.status()).toBe(200);
  };

  // No reload: each live update invalidates the cached list and the screen reads it again.
  await save(INSTANCES[0]!, ['D_AND_O', 'E_AND_O', 'CYBER']);
  await expect(cyberRows).toHaveCount(finished + 1);
  await save(INSTANCES[1]!, ['D_AND_O', 'E_AND_O']);
  await expect(cyberRows).toHaveCount(finished);
});
