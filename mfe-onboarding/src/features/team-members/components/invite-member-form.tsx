import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, Section, TextField } from '@platform/ui';
import { FormError, usePlatform, usePlatformForm } from '@platform/remote-kit';
import { useInviteMember } from '../api/invite-member';
import {
  EMPTY_INVITATION,
  invitationFormProblems,
  invitationMessage,
  type InviteMemberForm as Invitation,
} from '../invite-member-form';

/** The invite form (spec section 5): name and e-mail, checked by the shared rule before and by the API after. */
export function InviteMemberForm({ accountId, onInvited }: { accountId: string; onInvited: (email: string) => void }) {
  const { locale } = usePlatform();
  const intl = useIntl();
  const invite = useInviteMember(accountId);
  const form = usePlatformForm<Invitation>({
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
    <Section title={<FormattedMessage id="team.invite.title" />}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage({ id: 'team.invite.title' })}>
          <FormError code={form.formError} />
          <div className="ui-grid">
            <TextField
              label={intl.formatMessage({ id: 'team.invite.name' })}
              autoComplete="off"
              required
              {...form.field('name')}
            />
            <TextField
              label={intl.formatMessage({ id: 'team.invite.email' })}
              type="email"
              autoComplete="off"
              required
              {...form.field('email')}
            />
          </div>
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="team.invite.submit" />
          </Button>
        </form>
      </Card>
    </Section>
  );
}
