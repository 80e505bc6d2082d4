// The application questionnaire in Chromium, against the real API: a company applies for D&O and
// cyber (pt), saves, reloads, is refused a finish with pending questions and finishes from a
// second browser; a guest fills a shared link (en); two people edit one form at once and keep
// every answer, the one both changed offered side by side (es).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFINITIONS, ERROR_MESSAGES, type Language, type Question } from '../../shared/domain/src';
import { messages } from '../../mfe-ipaf/src/messages';
import { signInOverHttp } from '../support';
import { pageIn, signInAs } from '../steps/team-and-profile';

const say = (language: Language, id: string) => {
  const text = messages[language][id];
  if (!text) throw new Error(`no message ${id}`);
  return text;
};
const area = (page: Page) => page.locator('[data-remote="mfe_ipaf"][data-state="mounted"]');
const PASSWORD = 'Demo!2026';

async function signedIn(browser: Browser, language: Language, email: string, path: string) {
  const page = await pageIn(browser, language);
  await signInAs(page, language, email, PASSWORD, path);
  return page;
}

/** The customer's form in progress, as the API holds it. */
type Request = import('@playwright/test').APIRequestContext;
type Headers = Record<string, string>;

async function openFormOverHttp(request: Request, headers: Headers) {
  const forms = await (await request.get('/v3/application-forms', { headers })).json();
  const open = forms.items.find((form: { status: string }) => form.status === 'IPAF_IN_PROGRESS');
  return (await request.get(`/v3/application-forms/${open.id}`, { headers })).json();
}

const firstPendingOverHttp = async (request: Request, headers: Headers) =>
  ((await openFormOverHttp(request, headers)).pending[0] as string).split('.').slice(0, 2).join('.');

/** A plausible answer for a question of the definitions (never one that opens a follow-up). */
function sampleAnswer(question: Question): unknown {
  switch (question.type) {
    case 'yes_no':
      return false;
    case 'single_choice':
      return question.options![0];
    case 'multiple_choice':
      return [question.options!.includes('NONE') ? 'NONE' : question.options![0]];
    case 'number':
      return 10;
    case 'money':
      return '1000000.00';
    case 'date':
      return '2020-01-01';
    case 'email':
      return 'cfo@vazio.example';
    case 'urls':
      return ['vazio.example'];
    case 'table':
      return [Object.fromEntries(question.columns!.map((column) => [column.id, sampleAnswer(column) ?? 'Ana']))];
    default:
      return 'Texto';
  }
}

/** Answers every pending question of the form through the API (as a teammate would), so the UI test is about finishing. */
async function answerEverythingOverHttp(request: Request, headers: Headers) {
  const form = await openFormOverHttp(request, headers);
  const questions = DEFINITIONS.filter((d) => d.part in form.definition_versions).flatMap((d) =>
    d.sections.flatMap((s) => s.questions),
  );
  const answers = Object.fromEntries(
    questions.filter((question) => form.pending.includes(question.id)).map((q) => [q.id, sampleAnswer(q)]),
  );
  const saved = await request.patch(`/v3/application-forms/${form.id}`, {
    headers,
    data: { version: form.version, answers },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).pending).toEqual([]);
}

test('a company applies for D&O and cyber, saves, reloads, and finishes from another browser (pt)', async ({
  browser,
  request,
}) => {
  const page = await signedIn(browser, 'pt', 'vazio@demo.local', '/ipaf/one-page');
  const screen = area(page);
  await expect(screen.getByRole('heading', { name: say('pt', 'ipaf.welcome.title') })).toBeVisible();
  await screen.getByLabel(/D&O/).check();
  await screen.getByLabel(/cibernético/).check();
  await screen.getByRole('button', { name: say('pt', 'ipaf.welcome.start') }).click();
  await expect(screen.getByRole('heading', { name: say('pt', 'ipaf.onePage.title') })).toBeVisible();
  await expect(screen.getByRole('group', { name: say('pt', 'ipaf.section.dno_profile') })).toBeVisible();
  await expect(screen.getByRole('group', { name: say('pt', 'ipaf.section.cyber_controls') })).toBeVisible();

  await screen.getByLabel(say('pt', 'ipaf.q.company.description')).fill('Varejo de roupas on-line.');
  await screen.getByRole('button', { name: say('pt', 'ipaf.onePage.save') }).click();
  await expect(screen.getByText(say('pt', 'ipaf.onePage.state.saved'))).toBeVisible();
  await page.reload();
  await expect(area(page).getByLabel(say('pt', 'ipaf.q.company.description'))).toHaveValue('Varejo de roupas on-line.');

  // Pending questions: refused, and the page goes to the first one.
  // One sign-in per request context: a second would find the provider's session and skip the login.
  const vazio = { authorization: `Bearer ${await signInOverHttp(request, 'vazio@demo.local')}` };
  const first = await firstPendingOverHttp(request, vazio);
  await area(page)
    .getByRole('button', { name: say('pt', 'ipaf.onePage.finish') })
    .click();
  await expect(area(page).getByRole('alert')).toContainText(ERROR_MESSAGES.QUESTIONS_PENDING.pt);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[data-question]')?.getAttribute('data-question')))
    .toBe(first);

  await answerEverythingOverHttp(request, vazio);
  const other = await signedIn(browser, 'pt', 'vazio@demo.local', '/ipaf/one-page');
  await other.getByRole('button', { name: say('pt', 'ipaf.onePage.finish') }).click();
  const dialog = other.getByRole('dialog', { name: say('pt', 'ipaf.onePage.confirm.title') });
  await dialog.getByRole('button', { name: say('pt', 'ipaf.onePage.confirm.complete') }).click();
  await expect(other.getByRole('heading', { name: say('pt', 'ipaf.success.title') })).toBeVisible();
  await expect(area(other).getByRole('listitem')).toHaveCount(4);
});

test('a guest fills a shared questionnaire by link and the customer sees the answer (en)', async ({
  browser,
  request,
}) => {
  const token = await signInOverHttp(request, 'outra@demo.local');
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/v3/application-forms', {
    headers,
    data: { products: ['CYBER'], replace: true },
  });
  const form = await started.json();
  const guestEmail = `guest-${Date.now()}@example.com`;
  expect(
    (
      await request.post(`/v3/application-forms/${form.id}/shares`, {
        headers,
        data: { email: guestEmail, language: 'en' },
      })
    ).status(),
  ).toBe(200);
  const mail = (await (await request.get(`/v3/dev/mailbox/messages?to=${encodeURIComponent(guestEmail)}`)).json())
    .items[0];

  const guest = await pageIn(browser, 'en');
  await guest.goto(new URL(mail.link).pathname + new URL(mail.link).search);
  await expect(area(guest).getByRole('heading', { name: say('en', 'ipaf.onePage.title') })).toBeVisible();
  await expect(area(guest).getByRole('button', { name: say('en', 'ipaf.onePage.finish') })).toHaveCount(0);
  await area(guest).getByLabel(say('en', 'ipaf.q.cyber.phishing_training')).selectOption('QUARTERLY');
  await area(guest)
    .getByRole('button', { name: say('en', 'ipaf.onePage.save') })
    .click();
  await expect(area(guest).getByText(say('en', 'ipaf.onePage.state.saved'))).toBeVisible();

  const seen = await (await request.get(`/v3/application-forms/${form.id}`, { headers })).json();
  expect(seen.answers['cyber.phishing_training']).toBe('QUARTERLY');

  const unknown = await pageIn(browser, 'en');
  await unknown.goto('/shared-ipaf/index?token=not-a-link');
  await expect(area(unknown).getByRole('heading', { name: say('en', 'ipaf.shared.notFound.title') })).toBeVisible();
});

test('two people edit the same questionnaire at once without losing an answer (es)', async ({ browser }) => {
  const path = '/ipaf/one-page?user_form_id=00000000-0000-4000-8000-000000000501';
  const carla = await signedIn(browser, 'es', 'cliente@demo.local', path);
  const marcos = await signedIn(browser, 'es', 'membro@demo.local', path);
  const description = say('es', 'ipaf.q.company.description');
  const employees = say('es', 'ipaf.q.company.total_employees');

  await area(carla).getByLabel(description).fill('Software para minoristas.');
  await area(marcos).getByLabel(employees).fill('55');
  await area(carla)
    .getByRole('button', { name: say('es', 'ipaf.onePage.save') })
    .click();
  await expect(area(carla).getByText(say('es', 'ipaf.onePage.state.saved'))).toBeVisible();
  await area(marcos)
    .getByRole('button', { name: say('es', 'ipaf.onePage.save') })
    .click();
  // Marcos sees Carla's description arrive next to his own answer; both are saved.
  await expect(area(marcos).getByLabel(description)).toHaveValue('Software para minoristas.');
  await expect(area(marcos).getByLabel(employees)).toHaveValue('55');
  await expect(area(carla).getByLabel(employees)).toHaveValue('55');

  // Both change the same answer: the second one is offered both, side by side.
  await area(carla).getByLabel(employees).fill('60');
  await area(marcos).getByLabel(employees).fill('70');
  await area(carla)
    .getByRole('button', { name: say('es', 'ipaf.onePage.save') })
    .click();
  await expect(area(carla).getByText(say('es', 'ipaf.onePage.state.saved'))).toBeVisible();
  await area(marcos)
    .getByRole('button', { name: say('es', 'ipaf.onePage.save') })
    .click();
  const conflicts = area(marcos).getByRole('region', { name: say('es', 'ipaf.onePage.conflicts.title') });
  await expect(conflicts).toContainText('60');
  await expect(conflicts).toContainText('70');
  await conflicts.getByRole('button', { name: say('es', 'ipaf.onePage.conflicts.keepMine') }).click();
  await area(marcos)
    .getByRole('button', { name: say('es', 'ipaf.onePage.save') })
    .click();
  await expect(area(marcos).getByText(say('es', 'ipaf.onePage.state.saved'))).toBeVisible();
  await expect(area(carla).getByLabel(employees)).toHaveValue('70');
});
