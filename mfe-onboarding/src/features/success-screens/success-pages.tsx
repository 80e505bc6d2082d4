import { FormattedMessage } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { SignInButton } from '../../components/sign-in-button';
import { ResendConfirmationForm } from '../../components/resend-confirmation-form';
import { Card, Page } from '@platform/ui';

/** The user success screens by type (docs/decisions.md lists them); others read as a generic success. */
export const USER_SUCCESS_TYPES = ['sign-up', 'email-confirmed', 'password-reset'] as const;
type UserSuccessType = (typeof USER_SUCCESS_TYPES)[number];
const isUserSuccessType = (value: unknown): value is UserSuccessType =>
  USER_SUCCESS_TYPES.includes(value as UserSuccessType);

/** :country/:language/user-success-screen/:type */
export function UserSuccessScreenPage() {
  const { type } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const kind = isUserSuccessType(type) ? type : 'generic';
  return (
    <Page title={<FormattedMessage id={`userSuccess.${kind}.title`} />} titleId="success-title" width="narrow">
      <Card padding="lg">
        <p>
          <FormattedMessage id={`userSuccess.${kind}.text`} values={{ email: <strong>{email}</strong> }} />
        </p>
        {kind === 'sign-up' ? (
          <>
            <p>
              <FormattedMessage id="userSuccess.sign-up.noMail" />
            </p>
            <ResendConfirmationForm initialEmail={email} />
          </>
        ) : (
          <SignInButton />
        )}
      </Card>
    </Page>
  );
}

/** The redirect-information success categories; each says what happened and offers the next step. */
export const REDIRECT_SUCCESS_CATEGORIES = ['password-reset-requested'] as const;

/** redirect-information/success/:category: a generic "done" page with a next-step button. */
export function RedirectSuccessPage() {
  const { category } = useParams();
  const known = REDIRECT_SUCCESS_CATEGORIES.includes(category as (typeof REDIRECT_SUCCESS_CATEGORIES)[number])
    ? category
    : 'generic';
  return (
    <Page
      title={<FormattedMessage id={`redirectSuccess.${known}.title`} />}
      titleId="redirect-success-title"
      width="narrow"
    >
      <Card padding="lg">
        <p>
          <FormattedMessage id={`redirectSuccess.${known}.text`} />
        </p>
        {known === 'generic' ? (
          <Link className="ui-button ui-button--primary" to="/">
            <FormattedMessage id="redirectSuccess.home" />
          </Link>
        ) : (
          <SignInButton label="accountMessage.backToSignIn" />
        )}
      </Card>
    </Page>
  );
}
