// Sign-up journeys in each interface language: a Brazilian company (invalid CNPJ and duplicate
// e-mail first, then the confirmation mail from the development mailbox, sign-in, dashboard), and
// a Mexican individual whose RFC check digit only warns.
import { expect, test, type Page } from '@playwright/test';
import { checkTaxId } from '../../shared/domain/src/tax-id/tax-id';
import { uniqueCnpj } from '../support';
import {
  acceptInvitation,
  expectMemberView,
  followMailedLink,
  inviteMember,
  openTeamList,
  pageIn,
  signInAs,
} from '../steps/team-and-profile';
import { chooseOption, chosenOption } from '../steps/choose-option';
import { languagesOf } from '../steps/languages';

const TEXT = {
  pt: {
    notActive: 'Conta não ativa',
    resend: 'Reenviar e-mail de confirmação',
    resent: 'Se houver uma conta aguardando confirmação',
    forgot: 'Esqueci minha senha',
    forgotTitle: 'Esqueceu sua senha?',
    sendLink: 'Enviar link',
    resetSent: 'Se houver uma conta com este e-mail',
    resetSubject: 'Redefina sua senha',
    newPassword: 'Nova senha',
    repeat: 'Repita a nova senha',
    save: 'Salvar nova senha',
    passwordChanged: 'Senha alterada',
    company: 'Empresa',
    individual: 'Pessoa física',
    country: 'País',
    brazil: 'Brasil',
    continue: 'Continuar',
    name: 'Seu nome',
    fullName: 'Nome completo',
    email: 'E-mail',
    organisation: 'Nome da empresa',
    cnpj: 'Número do CNPJ',
    rfc: 'Número do RFC',
    password: 'Senha',
    terms: 'Li e aceito',
    submit: 'Criar conta',
    invalidTaxId: 'Identificação fiscal inválida.',
    emailTaken: 'O e-mail já possui uma conta, tente outro e-mail.',
    rfcWarning: 'O dígito verificador deste RFC não confere',
    checkInbox: 'Confira sua caixa de entrada',
    subject: 'Confirme seu e-mail',
    confirmed: 'E-mail confirmado',
    signIn: 'Entrar',
    signInEmail: 'E-mail',
    signInPassword: 'Senha',
  },
  en: {
    notActive: 'Account not active',
    resend: 'Resend confirmation email',
    resent: 'If an account with this email is waiting',
    forgot: 'Forgot my password',
    forgotTitle: 'Forgot your password?',
    sendLink: 'Send link',
    resetSent: 'If an account uses this email',
    resetSubject: 'Reset your password',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    save: 'Save new password',
    passwordChanged: 'Password changed',
    company: 'Company',
    individual: 'Individual',
    country: 'Country',
    brazil: 'Brazil',
    continue: 'Continue',
    name: 'Your name',
    fullName: 'Full name',
    email: 'Email',
    organisation: 'Company name',
    cnpj: 'CNPJ number',
    rfc: 'RFC number',
    password: 'Password',
    terms: 'I have read and accept',
    submit: 'Create account',
    invalidTaxId: 'Invalid tax identification.',
    emailTaken: 'The email already has an account, try another email.',
    rfcWarning: "This RFC's check digit does not match",
    checkInbox: 'Check your inbox',
    subject: 'Confirm your email',
    confirmed: 'Email confirmed',
    signIn: 'Sign in',
    signInEmail: 'Email',
    signInPassword: 'Password',
  },
  es: {
    notActive: 'Cuenta no activa',
    resend: 'Reenviar correo de confirmación',
    resent: 'Si hay una cuenta con este correo esperando',
    forgot: 'Olvidé mi contraseña',
    forgotTitle: '¿Olvidó su contraseña?',
    sendLink: 'Enviar enlace',
    resetSent: 'Si hay una cuenta con este correo, enviamos',
    resetSubject: 'Restablezca su contraseña',
    newPassword: 'Nueva contraseña',
    repeat: 'Repita la nueva contraseña',
    save: 'Guardar nueva contraseña',
    passwordChanged: 'Contraseña cambiada',
    company: 'Empresa',
    individual: 'Persona física',
    country: 'País',
    brazil: 'Brasil',
    continue: 'Continuar',
    name: 'Su nombre',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    organisation: 'Nombre de la empresa',
    cnpj: 'Número de CNPJ',
    rfc: 'Número de RFC',
    password: 'Contraseña',
    terms: 'He leído y acepto',
    submit: 'Crear cuenta',
    invalidTaxId: 'Identificación fiscal inválida.',
    emailTaken: 'El correo ya tiene una cuenta, intente con otro correo.',
    rfcWarning: 'El dígito verificador de este RFC no coincide',
    checkInbox: 'Revise su bandeja de entrada',
    subject: 'Confirme su correo',
    confirmed: 'Correo confirmado',
    signIn: 'Iniciar sesión',
    signInEmail: 'Correo electrónico',
    signInPassword: 'Contraseña',
  },
} as const;
type Language = keyof typeof TEXT;

const PASSWORD = 'Segura2026';
const run = Date.now();

/** A valid CNPJ nobody else uses (checked here against the form's own rule). */
function freshCnpj(): string {
  const cnpj = uniqueCnpj();
  expect(checkTaxId('CNPJ', cnpj).valid).toBe(true);
  return cnpj;
}

let serial = 0;
/** An individual's RFC whose check digit is wrong (the API and the form only warn), unique per call. */
function rfcWithWrongCheckDigit(): string {
  const day = String(((serial += 1) % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(run / 1000) % 12) + 1).padStart(2, '0');
  for (const last of '0123456789A') {
    const rfc = `GODE${String(run).slice(-2)}${month}${day}GR${last}`;
    if (checkTaxId('RFC', rfc).warning === 'CHECK_DIGIT') return rfc;
  }
  throw new Error('no RFC with a wrong check digit');
}

const onboarding = (page: Page) => page.locator('[data-remote="mfe_onboarding"][data-state="mounted"]');
/** The sign-in form, ready: the shell's slim sign-in page or onboarding's SignInPage, whichever draws it. */
const signInScreen = (page: Page) => page.locator('[data-screen="sign-in"]');

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((value) => window.localStorage.setItem('platform.language', value), language);
}

for (const language of languagesOf('sign-up')) {
  const t = TEXT[language];

  test(`a Brazilian company signs up, confirms its e-mail from the mailbox, reaches the dashboard and invites a member who cannot invite (${language})`, async ({
    page,
    browser,
  }) => {
    await useLanguage(page, language);
    const email = `empresa-${language}-${run}@example.com`;
    await page.goto('/public-onboarding/select-user-type?country=br');
    const area = onboarding(page);
    await area.getByLabel(t.company).check();
    await expect(chosenOption(area.getByRole('combobox', { name: t.country }))).toHaveText(t.brazil);
    await area.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up\?type=company&country=br/);

    // An invalid CNPJ: the catalogue message under the field, nothing sent, everything kept.
    await area.getByLabel(t.name).fill('Ana Souza');
    await area.getByLabel(t.email).fill(email);
    await area.getByLabel(t.organisation).fill(`Nova Empresa ${language.toUpperCase()} Ltda`);
    await area.getByLabel(t.cnpj).pressSequentially('11222333000100');
    await expect(area.getByLabel(t.cnpj)).toHaveValue('11.222.333/0001-00');
    await area.getByLabel(t.password).fill(PASSWORD);
    await area.getByLabel(t.terms).check();
    await expect(area.getByText(t.invalidTaxId)).toBeVisible();
    await area.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up/);
    await expect(area.getByLabel(t.name)).toHaveValue('Ana Souza');
    await expect(area.getByLabel(t.email)).toHaveValue(email);
    await expect(area.getByLabel(t.password)).toHaveValue(PASSWORD);

    // A valid CNPJ with an e-mail that already has an account: the API's code under the e-mail field.
    const cnpj = freshCnpj();
    await area.getByLabel(t.cnpj).fill('');
    await area.getByLabel(t.cnpj).pressSequentially(cnpj);
    await expect(area.getByText(t.invalidTaxId)).toHaveCount(0);
    await area.getByLabel(t.email).fill('cliente@demo.local');
    await area.getByRole('button', { name: t.submit }).click();
    await expect(area.getByText(t.emailTaken)).toBeVisible();
    await expect(area.getByLabel(t.organisation)).toHaveValue(`Nova Empresa ${language.toUpperCase()} Ltda`);
    await expect(area.getByLabel(t.cnpj)).toHaveValue(
      `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    );
    await expect(area.getByLabel(t.terms)).toBeChecked();

    await area.getByLabel(t.email).fill(email);
    await area.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/br/${language}/user-success-screen/sign-up`));
    await expect(area.getByRole('heading', { name: t.checkInbox })).toBeVisible();

    // The development mailbox shows the mail in the user's language; its link confirms the e-mail.
    await page.goto(`http://localhost:3000/v3/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: t.subject }).click();
    await expect(page).toHaveURL(new RegExp(`/user-success-screen/email-confirmed`));
    await expect(onboarding(page).getByRole('heading', { name: t.confirmed })).toBeVisible();

    await onboarding(page).getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
    await signInScreen(page).getByLabel(t.signInEmail).fill(email);
    await signInScreen(page).getByLabel(t.signInPassword).fill(PASSWORD);
    await signInScreen(page).getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await expect(page.getByTestId('user-name')).toHaveText('Ana');
    await expect(page.locator('[data-remote="mfe_quotes_policies"][data-state="mounted"]')).toBeVisible();

    // The new administrator invites a colleague, who accepts by mail, signs in and may not invite.
    await openTeamList(page, language);
    const member = `membro-${language}-${run}@example.com`;
    await inviteMember(page, language, 'Beto Lima', member);
    const invitee = await pageIn(browser, language);
    await followMailedLink(invitee, member);
    await acceptInvitation(invitee, language, {
      account: `Nova Empresa ${language.toUpperCase()} Ltda`,
      email: member,
      name: 'Beto Lima',
      password: PASSWORD,
    });
    await signInAs(invitee, language, member, PASSWORD, '');
    await expectMemberView(invitee, language);
    await invitee.context().close();
  });

  test(`a Mexican individual signs up with an RFC whose check digit only warns (${language})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, language);
    const email = `persona-${language}-${run}@example.mx`;
    await page.goto('/public-onboarding/select-user-type');
    const area = onboarding(page);
    await area.getByLabel(t.individual).check();
    await chooseOption(area, t.country, /^M[eé]xico$/);
    await area.getByRole('button', { name: t.continue }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up\?type=individual&country=mx/);
    await expect(area.getByLabel(t.organisation)).toHaveCount(0);

    await area.getByLabel(t.fullName).fill('Eduardo Gómez Díaz');
    await area.getByLabel(t.email).fill(email);
    await area.getByLabel(t.rfc).fill(rfcWithWrongCheckDigit());
    await area.getByLabel(t.password).fill(PASSWORD);
    await expect(area.getByText(t.rfcWarning)).toBeVisible();
    await area.getByLabel(t.terms).check();
    await area.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/mx/${language}/user-success-screen/sign-up`));
    await expect(area.getByRole('heading', { name: t.checkInbox })).toBeVisible();

    const mailbox = await request.get(`http://localhost:3000/v3/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
    const { items } = (await mailbox.json()) as { items: { template: string; locale: string; subject: string }[] };
    expect(items).toEqual([
      expect.objectContaining({ template: 'email-confirmation', locale: language, subject: t.subject }),
    ]);
  });

  test(`an unconfirmed user is sent to the account-not-active screen, then resets a forgotten password by mail (${language})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, language);
    const email = `sem-confirmar-${language}-${run}@example.com`;
    const created = await request.post('http://localhost:3000/v3/accounts/sign-up', {
      data: {
        kind: 'company',
        country: 'br',
        language,
        name: 'Bruno Lima',
        email,
        organisation: 'Sem Confirmar Ltda',
        taxIdType: 'CNPJ',
        taxId: freshCnpj(),
        password: PASSWORD,
        termsAccepted: true,
      },
    });
    expect(created.status()).toBe(200);

    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
    await signInScreen(page).getByLabel(t.signInEmail).fill(email);
    await signInScreen(page).getByLabel(t.signInPassword).fill(PASSWORD);
    await signInScreen(page).getByRole('button', { name: t.signIn, exact: true }).click();
    const area = onboarding(page);
    await expect(page).toHaveURL(/\/auth\/account-not-active\?email=/);
    await expect(area.getByRole('heading', { name: t.notActive })).toBeVisible();
    await area.getByRole('button', { name: t.resend }).click();
    await expect(area.getByText(t.resent)).toBeVisible();

    // Forgot password: request page, mail, new password; the mailed link also proves the e-mail.
    await page.goto('/auth/login');
    await signInScreen(page).getByRole('link', { name: t.forgot }).click();
    await expect(area.getByRole('heading', { name: t.forgotTitle })).toBeVisible();
    await area.getByLabel(t.email).fill(email);
    await area.getByRole('button', { name: t.sendLink }).click();
    await expect(page).toHaveURL(/\/redirect-information\/success\/password-reset-requested$/);
    await expect(area.getByText(t.resetSent)).toBeVisible();

    await page.goto(`http://localhost:3000/v3/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: t.resetSubject }).click();
    await expect(page).toHaveURL(/\/auth\/force-restore-password\?token=/);
    await onboarding(page)
      .getByLabel(new RegExp(`^${t.newPassword}`))
      .fill('NovaSenha2026');
    await onboarding(page).getByLabel(t.repeat).fill('NovaSenha2026');
    await onboarding(page).getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(new RegExp(`/user-success-screen/password-reset$`));
    await expect(onboarding(page).getByRole('heading', { name: t.passwordChanged })).toBeVisible();

    await onboarding(page).getByRole('button', { name: t.signIn }).click();
    await signInScreen(page).getByLabel(t.signInEmail).fill(email);
    await signInScreen(page).getByLabel(t.signInPassword).fill('NovaSenha2026');
    await signInScreen(page).getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/index$/);
  });
}

test('the migrated demo user is told to reset the password (authentication migration) and does it by mail', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/auth\/login\?interaction=/);
  await signInScreen(page).getByLabel('E-mail').fill('migrado@demo.local');
  await signInScreen(page).getByLabel('Senha').fill('Demo!2026');
  await signInScreen(page).getByRole('button', { name: 'Entrar', exact: true }).click();
  const area = onboarding(page);
  await expect(page).toHaveURL(/\/auth\/force-restore-password\?email=migrado/);
  await expect(area.getByRole('heading', { name: 'Redefinição de senha necessária' })).toBeVisible();
  await expect(area.getByText('É necessário redefinir sua senha devido à migração de autenticação.')).toBeVisible();
  await expect(area.getByLabel('E-mail')).toHaveValue('migrado@demo.local');
  await area.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page).toHaveURL(/\/redirect-information\/success\/password-reset-requested$/);

  await page.goto('http://localhost:3000/v3/dev/mailbox?to=migrado@demo.local');
  await page.getByRole('link', { name: 'Redefina sua senha' }).first().click();
  await onboarding(page)
    .getByLabel(/^Nova senha/)
    .fill('Migrada2026');
  await onboarding(page).getByLabel('Repita a nova senha').fill('Migrada2026');
  await onboarding(page).getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(onboarding(page).getByRole('heading', { name: 'Senha alterada' })).toBeVisible();
  await onboarding(page).getByRole('button', { name: 'Entrar' }).click();
  await signInScreen(page).getByLabel('E-mail').fill('migrado@demo.local');
  await signInScreen(page).getByLabel('Senha').fill('Migrada2026');
  await signInScreen(page).getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/index$/);
});
