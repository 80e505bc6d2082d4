import { useState } from 'react';
import { emailListProblems, readEmailList } from '@platform/domain';
import { FormError } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, Notice, Section, Stack, TextField } from '@platform/ui';
import { useSendStatement } from '../api/send-statement';
import { useText } from '@platform/i18n';

interface StatementValues {
  emails: string;
}

/**
 * Sharing the policy's statement (spec section 5): several e-mails separated by commas; when any is
 * malformed nothing is sent and the message names the malformed ones. The rule is the domain's
 * (emailListProblems), the one the API runs.
 */
export function StatementForm({ policyId }: { policyId: string }) {
  const text = useText();
  const send = useSendStatement(policyId);
  const [sentTo, setSentTo] = useState<string[] | null>(null);
  const form = usePlatformForm<StatementValues>({
    defaultValues: { emails: '' },
    rules: emailListProblems,
    messageFor: ({ code }) =>
      code === 'REQUIRED' ? 'statement.required' : code === 'VALIDATION_FAILED' ? 'statement.tooMany' : undefined,
    warnOnLeave: false,
  });
  const onSubmit = form.submit(async (values) => {
    setSentTo(null);
    const { recipients } = await send.mutateAsync(values.emails);
    setSentTo(recipients);
    return { emails: '' };
  });
  const problem = form.formState.errors.emails;
  const malformed = readEmailList(form.watch('emails')).malformed;
  const error =
    problem?.type === 'INVALID_EMAIL_LIST'
      ? `${text('error.INVALID_EMAIL_LIST')} ${text('statement.malformed', { list: malformed.join(', ') })}`
      : form.errorText('emails');

  return (
    <Section title={text('statement.title')} description={text('statement.text')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={text('statement.title')}>
        <Stack gap={3}>
          <FormError code={form.formError} />
          <TextField
            label={text('statement.emails')}
            hint={text('statement.hint')}
            required
            autoComplete="off"
            {...form.field('emails')}
            error={error}
          />
          <div>
            <Button type="submit" variant="secondary" loading={form.busy}>
              {text('statement.send')}
            </Button>
          </div>
          {sentTo && <Notice type="success" title={text('statement.sent', { list: sentTo.join(', ') })} />}
        </Stack>
      </form>
    </Section>
  );
}
