import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@platform/ui';
import { errorCodeOf } from '@platform/api-client';
import { emailProblem } from '@platform/domain';
import { usePlatform } from '@platform/remote-kit';
import { resendConfirmation } from '../account-forms/account-api';

/**
 * "Send the confirmation again". The answer is the same whether or not the e-mail has an account
 * waiting, so the screen says "if": it must not tell who is registered. `onSent` lets the page
 * clear the error that led here once a new mail is on its way.
 */
export function ResendConfirmationForm({ initialEmail = '', onSent }: { initialEmail?: string; onSent?: () => void }) {
  const { api, locale } = usePlatform();
  const intl = useIntl();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(
      problem
        ? intl.formatMessage({ id: problem === 'REQUIRED' ? 'signUp.emailRequired' : `error.${problem}` })
        : undefined,
    );
    setSent(false);
    if (problem) return;
    setBusy(true);
    try {
      await resendConfirmation(api, email.trim(), locale.language);
      setSent(true);
      onSent?.();
    } catch (failure) {
      setError(intl.formatMessage({ id: `error.${errorCodeOf(failure)}` }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="onboarding-resend">
      <TextField
        label={intl.formatMessage({ id: 'signUp.email' })}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      {sent && (
        <p role="status">
          <FormattedMessage id="confirmation.resent" />
        </p>
      )}
      <Button type="submit" variant="secondary" loading={busy}>
        <FormattedMessage id="confirmation.resend" />
      </Button>
    </form>
  );
}
