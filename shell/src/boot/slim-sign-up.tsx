import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Language } from '@platform/domain';
// A single file of the shared package (its `exports`), not its index: this page loads before the
// domain, the kit and any remote.
import {
  DEFAULT_TAX_ID_TYPE,
  isCountry,
  maskTaxId,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_MESSAGES,
  signUpKindFrom,
  taxIdTypesFor,
  taxIdWarning,
  type Country,
  type SignUpKind,
  type SignUpValues,
  type TaxIdType,
} from '@platform/domain/sign-up';
import type { RemoteRegistry } from '@platform/remote-contract';
import { rememberGoogleWish } from '@platform/remote-contract/google-sign-in';
import '@platform/ui/src/ui.css';
import '../app/shell.css';
import { tabHasSession } from './kept-session';
import { callApi } from './call-api';
import { Checkbox, NativeSelect, TextInput } from './slim-fields';
import { SlimFrame, useSlimLanguage, useSlimTitle } from './slim-frame';
import { useSlimSignUpForm } from './slim-sign-up-form-state';
import { startErrorTexts, useErrorText } from './slim-error-texts';
import { textsOf } from './slim-sign-up-texts';

/**
 * `/auth/sign-up` (an advert's landing) opened cold, rendered by the shell's boot code with React
 * alone: no router, no federation remote, no `@platform/ui` components, no remote kit, no
 * react-intl. Same form as onboarding's `SignUpPage` (rules and words from
 * `@platform/domain/sign-up`, the markup and classes of the kit), same request to the API. The
 * links and the success screen are full page loads into the full shell.
 */

const titleOf = (kind: SignUpKind) => (kind === 'company' ? 'signUp.titleCompany' : 'signUp.titleIndividual');

export function SlimSignUpPage({ apiBaseUrl, search }: { apiBaseUrl: string; search: string }) {
  const [params] = useState(() => new URLSearchParams(search));
  const kind = signUpKindFrom(params);
  const [language, chooseLanguage] = useSlimLanguage();
  useSlimTitle(SIGN_UP_MESSAGES[language][titleOf(kind)], language);
  return (
    <SlimFrame language={language} onLanguage={chooseLanguage} guestNavigation>
      <SlimSignUpForm apiBaseUrl={apiBaseUrl} params={params} kind={kind} language={language} />
    </SlimFrame>
  );
}

function SlimSignUpForm({
  apiBaseUrl,
  params,
  kind,
  language,
}: {
  apiBaseUrl: string;
  params: URLSearchParams;
  kind: SignUpKind;
  language: Language;
}) {
  const { text, error, problem } = textsOf(language, useErrorText(language));
  const countryParam = params.get('country');
  // The full shell's locale for an address without one: Brazil.
  const country: Country = isCountry(countryParam) ? countryParam : 'br';
  const personType = kind === 'company' ? 'pj' : 'pf';
  const [googleSignIn, setGoogleSignIn] = useState(false);

  useEffect(() => {
    let current = true;
    callApi<{ googleSignIn: boolean }>(`${apiBaseUrl}/v3/accounts/sign-up/options`).then(
      (options) => current && setGoogleSignIn(options.googleSignIn),
      // Without the options, no Google button: the form itself still works.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [apiBaseUrl]);

  const initial: SignUpValues = {
    name: params.get('name') ?? '',
    email: params.get('email') ?? '',
    // A prospect's questionnaire (public-ipaf/success) sends what it already answered.
    organisation: params.get('organisation') ?? '',
    taxIdType: DEFAULT_TAX_ID_TYPE[country][personType],
    taxId: maskTaxId(DEFAULT_TAX_ID_TYPE[country][personType], params.get('tax_id') ?? ''),
    password: '',
    termsAccepted: false,
  };
  const form = useSlimSignUpForm(kind, initial, async (values) => {
    const result = await callApi<{ email: string }>(`${apiBaseUrl}/v3/accounts/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind,
        country,
        language,
        name: values.name.trim(),
        email: values.email.trim(),
        organisation: kind === 'company' ? values.organisation.trim() : undefined,
        taxIdType: values.taxIdType,
        taxId: values.taxId,
        password: values.password,
        termsAccepted: values.termsAccepted,
      }),
    });
    window.location.assign(
      `/${country}/${language}/user-success-screen/sign-up?email=${encodeURIComponent(result.email)}`,
    );
  });
  const { values, problems } = form;
  const taxIdError = problem(problems.taxId);
  const passwordError = problem(problems.password);
  const warningId = !taxIdError && taxIdWarning(values.taxIdType, values.taxId);

  return (
    // The markup and classes of @platform/ui's Page, Card, Stack, FormSection and Cluster.
    <div className="ui-page ui-page--narrow">
      <header className="ui-page-header">
        <div className="ui-page-header__text">
          <h1 id="sign-up-title">{text(titleOf(kind))}</h1>
          <p className="ui-page-header__description">
            {text('signUp.countryIs', { country: text(`country.${country}`) })}{' '}
            <a href={`/public-onboarding/select-user-type?type=${kind}&country=${country}`}>
              {text('signUp.changeType')}
            </a>
          </p>
        </div>
      </header>
      <div className="ui-page__body">
        <div className="ui-card ui-card--default ui-card--pad-lg">
          {/* `data-screen="sign-up"`: the form is ready, whichever draws it (this page or onboarding's). */}
          <form
            className="ui-stack ui-gap-5"
            onSubmit={(event) => void form.submit(event)}
            noValidate
            aria-labelledby="sign-up-title"
            data-screen="sign-up"
          >
            {form.formError && (
              <p role="alert" className="ui-form-error">
                {error(form.formError)}
              </p>
            )}
            <fieldset className="ui-form-section">
              <legend className="ui-form-section__legend">{text('signUp.section.you')}</legend>
              <div className="ui-form-section__fields">
                <TextInput
                  id="sign-up-name"
                  label={text(kind === 'company' ? 'signUp.name' : 'signUp.fullName')}
                  autoComplete="name"
                  required
                  error={problem(problems.name)}
                  {...form.control('name')}
                  onChange={(event) => form.change('name', event.target.value)}
                />
                <TextInput
                  id="sign-up-email"
                  label={text('signUp.email')}
                  type="email"
                  autoComplete="email"
                  required
                  error={problem(problems.email)}
                  {...form.control('email')}
                  onChange={(event) => form.change('email', event.target.value)}
                />
              </div>
            </fieldset>
            <fieldset className="ui-form-section">
              <legend className="ui-form-section__legend">
                {text(kind === 'company' ? 'signUp.section.company' : 'signUp.section.identity')}
              </legend>
              <div className="ui-form-section__fields">
                {kind === 'company' && (
                  <TextInput
                    id="sign-up-organisation"
                    label={text('signUp.organisation')}
                    autoComplete="organization"
                    required
                    error={problem(problems.organisation)}
                    {...form.control('organisation')}
                    onChange={(event) => form.change('organisation', event.target.value)}
                  />
                )}
                <NativeSelect
                  id="sign-up-tax-id-type"
                  label={text('signUp.taxIdType')}
                  required
                  name="taxIdType"
                  value={values.taxIdType}
                  onChange={(event) => form.chooseTaxIdType(event.target.value as TaxIdType)}
                >
                  {taxIdTypesFor(country).map((type) => (
                    <option key={type} value={type}>
                      {text(`taxIdType.${type}`)}
                    </option>
                  ))}
                </NativeSelect>
                <TextInput
                  id="sign-up-tax-id"
                  label={text('signUp.taxId', { type: text(`taxIdType.${values.taxIdType}`) })}
                  required
                  inputMode={['RFC', 'CURP', 'CNPJ'].includes(values.taxIdType) ? 'text' : 'numeric'}
                  autoCapitalize="characters"
                  hint={warningId ? text(warningId) : undefined}
                  error={taxIdError}
                  {...form.control('taxId')}
                  onChange={(event) => form.change('taxId', maskTaxId(values.taxIdType, event.target.value))}
                />
              </div>
            </fieldset>
            <fieldset className="ui-form-section">
              <legend className="ui-form-section__legend">{text('signUp.section.access')}</legend>
              <div className="ui-form-section__fields">
                <TextInput
                  id="sign-up-password"
                  label={text('signUp.password')}
                  type="password"
                  autoComplete="new-password"
                  required
                  hint={passwordError ? undefined : text('signUp.passwordRule', { min: PASSWORD_MIN_LENGTH })}
                  error={passwordError}
                  {...form.control('password')}
                  onChange={(event) => form.change('password', event.target.value)}
                />
                <Checkbox
                  id="sign-up-terms"
                  name="termsAccepted"
                  label={text('signUp.terms')}
                  error={problem(problems.termsAccepted)}
                  checked={values.termsAccepted}
                  ref={form.ref('termsAccepted')}
                  onChange={(event) => form.change('termsAccepted', event.target.checked)}
                  onBlur={() => form.leave('termsAccepted')}
                />
              </div>
            </fieldset>
            <div className="ui-cluster ui-gap-3 ui-cluster--align-center ui-cluster--justify-start">
              <button
                type="submit"
                className="ui-button ui-button--primary"
                aria-busy={form.busy || undefined}
                aria-disabled={form.busy || undefined}
              >
                {form.busy && <span className="ui-button__spinner" aria-hidden="true" />}
                {text('signUp.submit')}
              </button>
              {googleSignIn && (
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  onClick={() => {
                    // The sign-in screen goes on to Google at once (its slim page or onboarding's).
                    rememberGoogleWish();
                    window.location.assign('/auth/login');
                  }}
                >
                  {text('signIn.continueWithGoogle')}
                </button>
              )}
            </div>
            <p>
              <a href="/auth/login">{text('signUp.haveAccount')}</a>
            </p>
          </form>
        </div>
      </div>
    </div>
  );
}

/**
 * Renders the slim sign-up page into the shell's root; false, drawing nothing, for a tab with a
 * session (the full shell draws the page in its signed-in frame).
 */
export async function startSlimSignUp(registry: Promise<Pick<RemoteRegistry, 'apiBaseUrl'>>): Promise<boolean> {
  if (tabHasSession(window.sessionStorage)) return false;
  startErrorTexts();
  const apiBaseUrl = (await registry.catch(() => ({ apiBaseUrl: undefined }))).apiBaseUrl ?? window.location.origin;
  createRoot(document.getElementById('root')!).render(
    <SlimSignUpPage apiBaseUrl={apiBaseUrl} search={window.location.search} />,
  );
  return true;
}
