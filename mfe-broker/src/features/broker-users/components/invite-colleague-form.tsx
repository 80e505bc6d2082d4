import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, Section, TextField } from '@platform/ui';
import { FormError, usePlatform, usePlatformForm } from '@platform/remote-kit';
import { useInviteBrokerUser } from '../api/invite-broker-user';
import {
  EMPTY_INVITATION,
  invitationFormProblems,
  invitationMessage,
  type InviteColleagueValues,
} from '../invite-colleague-form';

/** The administrator's invite form: name and e-mail, checked by the shared rule before and by the API after. */
export function InviteColleagueForm({ onInvited }: { onInvited: (email: string) => void }) {
  const { locale } = usePlatform();
  const intl = useIntl();
  const invite = useInviteBrokerUser();
  const form = usePlatformForm<InviteColleagueValues>({
    defaultValues: EMPTY_INVITATION,
    rules: invitationFormProblems,
    messageFor: invitationMessage,
  });
  const onSubmit = form.submit(async ({ name, email }) => {
    await invite.mutateAsync({ name: name.trim(), email: email.trim(), language: locale.language });
    onInvited(email.trim());
    return EMPTY_INVITATION;
  });

  return (
    <Section title={<FormattedMessage id="broker.users.invite.title" />}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'broker.users.invite.title' })}>
          <FormError code={form.formError} />
          <div className="ui-grid">
            <TextField
              label={intl.formatMessage({ id: 'broker.users.invite.name' })}
              autoComplete="off"
              required
              {...form.field('name')}
            />
            <TextField
              label={intl.formatMessage({ id: 'broker.users.invite.email' })}
              type="email"
              autoComplete="off"
              required
              {...form.field('email')}
            />
          </div>
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="broker.users.invite.submit" />
          </Button>
        </form>
      </Card>
    </Section>
  );
}
