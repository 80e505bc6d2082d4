import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@platform/ui';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { resendConfirmation } from '../lib/resend-confirmation';
import { accountMessage, emailFieldProblems } from '../lib/account-form-rules';

/**
 * "Send the confirmation again". The answer is the same whether or not the e-mail has an account
 * waiting, so the screen says "if": it must not tell who is registered. `onSent` lets the page
 * clear the error that led here once a new mail is on its way.
 */
export function ResendConfirmationForm({ initialEmail = '', onSent }: { initialEmail?: string; onSent?: () => void }) {
  const { api, locale } = usePlatform();
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const form = usePlatformForm({
    defaultValues: { email: initialEmail },
    rules: emailFieldProblems,
    messageFor: accountMessage,
    warnOnLeave: false,
  });
  const onSubmit = form.submit(async ({ email }) => {
    setSent(false);
    await resendConfirmation(api, email.trim(), locale.language);
    setSent(true);
    onSent?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="onboarding-resend">
      <FormError code={form.formError} />
      <TextField
        label={intl.formatMessage({ id: 'signUp.email' })}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      {sent && (
        <p role="status">
          <FormattedMessage id="confirmation.resent" />
        </p>
      )}
      <Button type="submit" variant="secondary" loading={form.busy}>
        <FormattedMessage id="confirmation.resend" />
      </Button>
    </form>
  );
}
