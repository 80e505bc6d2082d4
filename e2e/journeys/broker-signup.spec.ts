// A brokerage signs up, fills every register step (an oversize document first), reloads halfway,
// sends the registration, waits for approval, is approved by operations and reaches the broker area.
// Once per interface language.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInOverHttp, uniqueCnpj } from '../support';
import { chooseOption } from '../steps/choose-option';
import { brokerFormMessages } from '../../mfe-onboarding/src/components/broker-forms/messages';
import { languagesOf } from '../steps/languages';

/** A broker form's text in `language`. */
const brokerWord = (language: 'pt' | 'en' | 'es', id: keyof (typeof brokerFormMessages)['pt']) =>
  brokerFormMessages[language][id];

type Language = 'pt' | 'en' | 'es';

/** The words the journey looks for, per language (inputs are found by name: the same in all three). */
const TEXT: Record<
  Language,
  {
    start: RegExp;
    createAccount: string;
    continue: string;
    saveAndContinue: string;
    finish: string;
    tooLarge: string;
    pendingTitle: string;
    pendingDays: RegExp;
    companies: string;
    taxIdInUse: string;
  }
> = {
  pt: {
    start: /Começar cadastro/,
    createAccount: 'Criar conta e continuar',
    continue: 'Continuar cadastro',
    saveAndContinue: 'Salvar e continuar',
    finish: 'Concluir cadastro',
    tooLarge: 'O arquivo é maior que o limite de 5 MB.',
    pendingTitle: 'Cadastro enviado',
    pendingDays: /cerca de 10 dias/,
    companies: 'Empresas clientes',
    taxIdInUse: 'O documento da corretora informado já está em uso.',
  },
  en: {
    start: /Start registration/,
    createAccount: 'Create account and continue',
    continue: 'Continue registration',
    saveAndContinue: 'Save and continue',
    finish: 'Finish registration',
    tooLarge: 'The file is larger than the 5 MB limit.',
    pendingTitle: 'Registration sent',
    pendingDays: /about 10 days/,
    companies: 'Customer companies',
    taxIdInUse: 'The broker tax id provided is already in use.',
  },
  es: {
    start: /Comenzar registro/,
    createAccount: 'Crear cuenta y continuar',
    continue: 'Continuar registro',
    saveAndContinue: 'Guardar y continuar',
    finish: 'Finalizar registro',
    tooLarge: 'El archivo supera el límite de 5 MB.',
    pendingTitle: 'Registro enviado',
    pendingDays: /unos 10 días/,
    companies: 'Empresas clientes',
    taxIdInUse: 'La identificación fiscal del corredor ya está en uso.',
  },
};

const PASSWORD = 'Corretora2026';
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const remote = (page: Page, name: string) => page.locator(`[data-remote="${name}"][data-state="mounted"]`);

/** Operations approve the brokerage through the API route, with a token of their own (ops@demo.local). */
async function approveAsOperations(request: APIRequestContext, brokerEmail: string) {
  const headers = { Authorization: `Bearer ${await signInOverHttp(request, 'ops@demo.local')}` };
  const queue = await request.get('/v3/operations/brokers?status=PENDING_APPROVAL', { headers });
  expect(queue.status()).toBe(200);
  const broker = (
    (await queue.json()) as { items: { id: string; email: string; submitted_at: string | null }[] }
  ).items.find((item) => item.email === brokerEmail);
  expect(broker?.submitted_at).toBeTruthy();
  const approved = await request.post(`/v3/operations/brokers/${broker!.id}/approve`, { headers });
  expect(approved.status()).toBe(200);
  expect((await approved.json()).status).toBe('APPROVED');
}

for (const language of languagesOf('broker-signup')) {
  test(`a brokerage signs up, registers, waits for approval and reaches the broker area (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[language];
    const email = `corretora-${language}-${Date.now()}@example.com`;
    const cnpj = uniqueCnpj();
    await page.addInitScript((lang) => window.localStorage.setItem('platform.language', lang), language);

    // Landing, then general info. A CNPJ already taken is refused with the catalogue text, the rest kept.
    await page.goto(`/br/${language}/broker-register`);
    await page.getByRole('link', { name: t.start }).click();
    await expect(page).toHaveURL(/\/broker-signup\/step\/general-info\?country=br$/);
    await field(page, 'first_name').fill('Bruna');
    await field(page, 'last_name').fill('Costa');
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(PASSWORD);
    await field(page, 'legal_name').fill(`Costa Corretora ${language.toUpperCase()} Ltda`);
    await field(page, 'trade_name').fill('Costa Seguros');
    // The demo brokerage's CNPJ (api/src/seed/demo-data.ts): surely taken.
    await field(page, 'tax_id').fill('11222333000181');
    await field(page, 'phone').fill('+55 11 5555-0101');
    await field(page, 'website').fill('costa-seguros.example');
    await field(page, 'accept_terms').check();
    await page.getByRole('button', { name: t.createAccount }).click();
    await expect(page.getByText(t.taxIdInUse).first()).toBeVisible();
    await expect(field(page, 'legal_name')).toHaveValue(`Costa Corretora ${language.toUpperCase()} Ltda`);
    await expect(field(page, 'email')).toHaveValue(email);
    await field(page, 'tax_id').fill(cnpj);
    await page.getByRole('button', { name: t.createAccount }).click();

    // Account created: sign in through the normal login, back to the register steps.
    await expect(page).toHaveURL(/\/broker-signup\/finish$/);
    await page.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/broker-register\/step\/tax-registry$/);

    await chooseOption(
      page,
      brokerWord(language, 'brokerField.tax_regime'),
      brokerWord(language, 'brokerOption.tax_regime.SIMPLES_NACIONAL'),
    );
    await field(page, 'iss_withheld').nth(1).check();
    await field(page, 'municipal_registration').fill('123456');
    await page.getByRole('button', { name: t.saveAndContinue }).click();
    await expect(page).toHaveURL(/\/broker-register\/step\/regulator-registry$/);
    await field(page, 'regulator_registration').fill('202031234');
    await chooseOption(
      page,
      brokerWord(language, 'brokerField.regulator_status'),
      brokerWord(language, 'brokerOption.regulator_status.ACTIVE'),
    );
    await page.getByRole('button', { name: t.saveAndContinue }).click();
    await expect(page).toHaveURL(/\/broker-register\/step\/address$/);
    await field(page, 'postal_code').fill('01310-100');
    await field(page, 'street').fill('Avenida Paulista');
    await field(page, 'number').fill('1000');
    await field(page, 'neighborhood').fill('Bela Vista');
    await field(page, 'city').fill('São Paulo');
    await field(page, 'state').fill('SP');
    await page.getByRole('button', { name: t.saveAndContinue }).click();
    await expect(page).toHaveURL(/\/broker-register\/step\/bank-data$/);

    // A reload halfway keeps the progress: the register resumes at bank data, the address is saved.
    await page.goto('/broker-register/index');
    await expect(page).toHaveURL(/\/broker-register\/step\/bank-data$/);
    await page.reload();
    await expect(field(page, 'bank_code')).toBeVisible();
    await page.goto('/broker-register/step/address');
    await expect(field(page, 'city')).toHaveValue('São Paulo');
    await expect(field(page, 'postal_code')).toHaveValue('01310100');
    await page.goto('/broker-register/step/bank-data');

    await field(page, 'bank_code').fill('341');
    await field(page, 'branch').fill('0001');
    await field(page, 'account_number').fill('12345-6');
    await chooseOption(
      page,
      brokerWord(language, 'brokerField.account_type'),
      brokerWord(language, 'brokerOption.account_type.CHECKING'),
    );
    await field(page, 'holder_name').fill('Costa Corretora');
    await field(page, 'holder_tax_id').fill(cnpj);
    await page.getByRole('button', { name: t.saveAndContinue }).click();
    await expect(page).toHaveURL(/\/broker-register\/step\/files$/);

    // Documents: an oversize one is refused with the catalogue text; small PDFs go through.
    const inputs = page.locator('input[type="file"]');
    await expect(inputs).toHaveCount(3);
    await inputs.nth(0).setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES)]),
    });
    await expect(page.getByText(t.tooLarge)).toBeVisible();
    for (const [index, name] of ['susep.pdf', 'address.pdf', 'bank.pdf'].entries()) {
      await inputs.nth(index).setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
      await expect(page.getByText(new RegExp(name.replace('.', '\\.'))).first()).toBeVisible();
    }
    await expect(page.getByText(t.tooLarge)).toHaveCount(0);
    await page.getByRole('button', { name: t.finish }).click();

    await expect(page).toHaveURL(new RegExp(`/br/${language}/broker-success-screen/pending$`));
    await expect(page.getByRole('heading', { name: t.pendingTitle })).toBeVisible();
    await expect(page.getByText(t.pendingDays)).toBeVisible();

    // Before approval the broker area shows the pending screen, not an error.
    await page.goto('/broker/index');
    await expect(remote(page, 'mfe_broker').getByText(t.pendingDays)).toBeVisible();

    await approveAsOperations(request, email);

    await page.reload();
    await expect(page).toHaveURL(/\/broker\/index$/);
    // Reloaded cold, the broker home is its first screen until the first input (h-brokerfirst).
    await expect(
      page.locator('[data-screen="broker-home"]').getByRole('heading', { name: t.companies, exact: true }),
    ).toBeVisible();
  });
}
