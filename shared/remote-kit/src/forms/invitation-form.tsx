import { FormattedMessage } from 'react-intl';
import type { FieldProblem, Language } from '@platform/domain';
import { invitationProblems } from '@platform/domain/team';
import { useText } from '@platform/i18n';
import { Button, Card, Section, TextField } from '@platform/ui';
// Through the kit's entry: this file is bundled in `@platform/remote-kit/forms` (see use-platform-form.ts).
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from './use-platform-form';

/** The invite form's values: the person's name and e-mail, as typed. */
export interface InvitationValues {
  name: string;
  email: string;
}

/** What the form sends: the values trimmed, and the language the invitation mail is written in. */
export interface Invitation extends InvitationValues {
  language: Language;
}

const EMPTY_INVITATION: InvitationValues = { name: '', email: '' };

/** The shared rule (the API runs it too), as field problems. */
export const invitationFormProblems = (values: InvitationValues): FieldProblem[] =>
  Object.entries(invitationProblems(values)).map(([field, code]) => ({ field, code }));

/**
 * Invites a person by name and e-mail, checked by the shared rule before and by the API after. The
 * account's team and the brokerage's colleagues both invite this way, each with its own mutation and
 * its own words: `texts` is the prefix of the remote's messages `.title`, `.name`, `.email`,
 * `.submit`, `.nameRequired` and `.emailRequired` (the form's "enter the name / e-mail" for an
 * empty field; the catalogue's words for the rest).
 */
export function InvitationForm({
  texts,
  invite,
  onInvited,
}: {
  texts: string;
  invite: (invitation: Invitation) => Promise<unknown>;
  onInvited: (email: string) => void;
}) {
  const { locale } = usePlatform();
  const text = useText();
  const form = usePlatformForm<InvitationValues>({
    defaultValues: EMPTY_INVITATION,
    rules: invitationFormProblems,
    messageFor: ({ field, code }) =>
      code === 'REQUIRED' || code === 'VALIDATION_FAILED' ? `${texts}.${field}Required` : undefined,
  });
  const onSubmit = form.submit(async ({ name, email }) => {
    await invite({ name: name.trim(), email: email.trim(), language: locale.language });
    onInvited(email.trim());
    return EMPTY_INVITATION;
  });

  return (
    <Section title={<FormattedMessage id={`${texts}.title`} />}>
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label={text(`${texts}.title`)}>
          <FormError code={form.formError} />
          <div className="ui-grid">
            <TextField label={text(`${texts}.name`)} autoComplete="off" required {...form.field('name')} />
            <TextField
              label={text(`${texts}.email`)}
              type="email"
              autoComplete="off"
              required
              {...form.field('email')}
            />
          </div>
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id={`${texts}.submit`} />
          </Button>
        </form>
      </Card>
    </Section>
  );
}
