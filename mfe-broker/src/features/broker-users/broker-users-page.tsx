import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import { formatDate, useText } from '@platform/i18n';
import { Button, Card, Cluster, ConfirmModal, Notice, Page, Section, StatusBadge, Table } from '@platform/ui';
import { useSession } from '@platform/session';
import { claimRefusal, QueryFallback, usePlatform } from '@platform/remote-kit';
import { InvitationForm } from '@platform/remote-kit/forms';
import { useBrokerUsers, type BrokerUser } from './api/list-broker-users';
import { useRemoveBrokerUser } from './api/remove-broker-user';
import { useResendBrokerInvitation } from './api/resend-broker-invitation';
import { useInviteBrokerUser } from './api/invite-broker-user';

type Said = { kind: 'success' | 'error'; text: string };

/**
 * broker/users/list: the brokerage's people and pending invitations; its administrator (BROKER)
 * invites, resends and removes. Colleagues see the list only: the API refuses them the same.
 */
export function BrokerUsersPage() {
  const { session, locale } = usePlatform();
  const isAdmin = useSession(session, (s) => s.user.role === 'BROKER');
  const people = useBrokerUsers();
  const invite = useInviteBrokerUser();
  const remove = useRemoveBrokerUser();
  const resend = useResendBrokerInvitation();
  const [said, setSaid] = useState<Said | null>(null);
  const [removing, setRemoving] = useState<BrokerUser | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const text = useText();

  const act = async (person: BrokerUser, run: () => Promise<unknown>, done: string) => {
    setBusy(person.id);
    try {
      await run();
      setSaid({ kind: 'success', text: text(done, { name: person.name, email: person.email }) });
    } catch (error) {
      claimRefusal(error);
      setSaid({ kind: 'error', text: text(`error.${errorCodeOf(error)}`) });
    } finally {
      setBusy(null);
      setRemoving(null);
    }
  };

  const title = <FormattedMessage id="broker.users.title" />;
  if (people.status !== 'success')
    return (
      <Page title={title} titleId="broker-users-title">
        <QueryFallback query={people} />
      </Page>
    );

  const actionsFor = (person: BrokerUser) =>
    person.role === 'BROKER' ? null : (
      <Cluster gap={3}>
        {person.status === 'PENDING' && (
          <Button
            variant="link"
            loading={busy === person.id}
            onClick={() => void act(person, () => resend.mutateAsync(person.id), 'broker.users.resend.done')}
            aria-label={text('broker.users.resend.label', { name: person.name })}
          >
            <FormattedMessage id="broker.users.resend" />
          </Button>
        )}
        <Button
          variant="link"
          onClick={() => setRemoving(person)}
          aria-label={text('broker.users.remove.label', { name: person.name })}
        >
          <FormattedMessage id="broker.users.remove" />
        </Button>
      </Cluster>
    );

  return (
    <Page title={title} titleId="broker-users-title" description={<FormattedMessage id="broker.users.text" />}>
      {said && <Notice type={said.kind} title={said.text} />}
      {isAdmin ? (
        <InvitationForm
          texts="broker.users.invite"
          invite={invite.mutateAsync}
          onInvited={(email) => setSaid({ kind: 'success', text: text('broker.users.invite.sent', { email }) })}
        />
      ) : (
        <Card tone="muted">
          <p role="note">
            <FormattedMessage id="broker.users.noAccess" />
          </p>
        </Card>
      )}
      <Section title={<FormattedMessage id="broker.users.people" />}>
        <Table
          caption={text('broker.users.people')}
          columns={[
            { key: 'name', header: text('broker.users.name') },
            { key: 'email', header: text('broker.users.email') },
            { key: 'role', header: text('broker.users.role') },
            { key: 'status', header: text('broker.users.status') },
            ...(isAdmin ? [{ key: 'actions', header: text('broker.users.actions') }] : []),
          ]}
          rows={people.data.items.map((person) => ({
            key: person.id,
            cells: {
              name: person.name,
              email: person.email,
              role: text(`broker.users.role.${person.role}`),
              status: (
                <StatusBadge
                  status={person.status}
                  label={
                    person.status === 'PENDING' && person.invited_at
                      ? text('broker.users.invitedOn', { date: formatDate(person.invited_at, locale) })
                      : text(`broker.users.status.${person.status}`)
                  }
                />
              ),
              actions: actionsFor(person),
            },
          }))}
        />
      </Section>
      <ConfirmModal
        open={removing !== null}
        title={text('broker.users.remove.title', { name: removing?.name ?? '' })}
        body={text('broker.users.remove.body', { name: removing?.name ?? '', email: removing?.email ?? '' })}
        confirmLabel={text('broker.users.remove.confirm')}
        cancelLabel={text('common.cancel')}
        onConfirm={() =>
          removing && void act(removing, () => remove.mutateAsync(removing.id), 'broker.users.remove.done')
        }
        onCancel={() => setRemoving(null)}
        danger
        busy={busy !== null && busy === removing?.id}
      />
    </Page>
  );
}
