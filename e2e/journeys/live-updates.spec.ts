import { expect, test } from '@playwright/test';
import { signIn, signInOverHttp } from '../support';

const DEMO_FORM = '00000000-0000-4000-8000-000000000501';

test('a customer’s list of questionnaires refreshes by itself when a teammate saves one', async ({ page, request }) => {
  await signIn(page, 'cliente@demo.local', '/ipaf/prev');
  const screen = page.locator('[data-remote="mfe_ipaf"][data-state="mounted"]');
  await expect(screen.getByRole('table', { name: 'Meus questionários' })).toBeVisible();
  const table = screen.getByRole('table', { name: 'Meus questionários' });
  await expect(table.getByText(/cibernético/)).toHaveCount(0);

  // The teammate, on another device, saves the questionnaire.
  const token = await signInOverHttp(request, 'membro@demo.local');
  const forms = await (await request.get('/v3/application-forms', { headers: { authorization: `Bearer ${token}` } })).json();
  const form = forms.items.find((item: { id: string }) => item.id === DEMO_FORM);
  const saved = await request.patch(`/v3/application-forms/${DEMO_FORM}`, { headers: { authorization: `Bearer ${token}` }, data: { version: form.version, products: ['D_AND_O', 'E_AND_O', 'CYBER'] } });
  expect(saved.status()).toBe(200);

  // No reload: the live update invalidates the cached list and the screen reads it again.
  await expect(table.getByText(/cibernético/).first()).toBeVisible();
});
