import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { formatDate } from '@platform/i18n';
import { Users } from 'lucide-react';
import { Button, Card, Cluster, ConfirmModal, EmptyState, Page, Section, StatusBadge, Table } from '@platform/ui';
import { useSession } from '@platform/session';
import { claimRefusal, QueryFallback, usePlatform } from '@platform/remote-kit';
import { InvitationForm } from '@platform/remote-kit/forms';
import { useMembers, type Member } from './api/list-members';
import { useRemoveMember } from './api/remove-member';
import { useResendInvitation } from './api/resend-invitation';
import { useInviteMember } from './api/invite-member';
type Notice = { kind: 'success' | 'error'; text: string };

/**
 * dashboard/users/list: who has access to the account (role, status), pending invitations, and,
 * for the account administrator only, invite / resend / remove. The API refuses the same to others.
 */
export function TeamMembersPage() {
  const { session } = usePlatform();
  const accountId = useSession(session, (s) => s.company?.id ?? null);
  return accountId ? <TeamMembers accountId={accountId} /> : null;
}

function TeamMembers({ accountId }: { accountId: string }) {
  const { session, locale } = usePlatform();
  const intl = useIntl();
  const isAdmin = useSession(session, (s) => s.user.role === 'ACCOUNT_ADMIN');
  const members = useMembers(accountId);
  const invite = useInviteMember(accountId);
  const remove = useRemoveMember(accountId);
  const resend = useResendInvitation(accountId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const failed = (error: unknown) => {
    setNotice({ kind: 'error', text: intl.formatMessage({ id: `error.${errorCodeOf(error)}` }) });
    claimRefusal(error);
  };

  const onInvited = (email: string) => {
    setNotice({ kind: 'success', text: intl.formatMessage({ id: 'team.invite.sent' }, { email }) });
  };

  const onResend = async (member: Member) => {
    setBusy(member.id);
    try {
      await resend.mutateAsync(member.id);
      setNotice({ kind: 'success', text: intl.formatMessage({ id: 'team.resend.done' }, { email: member.email }) });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    setBusy(removing.id);
    try {
      await remove.mutateAsync(removing.id);
      setNotice({
        kind: 'success',
        text: intl.formatMessage(
          { id: removing.status === 'PENDING' ? 'team.remove.invitationDone' : 'team.remove.done' },
          { name: removing.full_name },
        ),
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
      setRemoving(null);
    }
  };

  const support = (
    <>
      <FormattedMessage id="team.adminBySupport" />{' '}
      <Link to="/help">
        <FormattedMessage id="team.contactSupport" />
      </Link>
    </>
  );
  if (members.status !== 'success')
    return (
      <Page title={<FormattedMessage id="team.title" />} titleId="team-title" description={support}>
        <QueryFallback query={members} />
      </Page>
    );

  const active = members.data.items.filter((member) => member.status !== 'PENDING');
  const pending = members.data.items.filter((member) => member.status === 'PENDING');
  const actionsFor = (member: Member) =>
    isAdmin && member.role !== 'ACCOUNT_ADMIN' ? (
      <Cluster as="div" gap={3}>
        {member.status === 'PENDING' && (
          <Button
            variant="link"
            onClick={() => void onResend(member)}
            loading={busy === member.id}
            aria-label={intl.formatMessage({ id: 'team.resend.label' }, { name: member.full_name })}
          >
            <FormattedMessage id="team.resend" />
          </Button>
        )}
        <Button
          variant="link"
          onClick={() => setRemoving(member)}
          aria-label={intl.formatMessage({ id: 'team.remove.label' }, { name: member.full_name })}
        >
          <FormattedMessage id="team.remove" />
        </Button>
      </Cluster>
    ) : null;
  const columns = [
    { key: 'name', header: intl.formatMessage({ id: 'team.name' }) },
    { key: 'email', header: intl.formatMessage({ id: 'team.email' }) },
    { key: 'role', header: intl.formatMessage({ id: 'team.role' }) },
    { key: 'status', header: intl.formatMessage({ id: 'team.status' }) },
    ...(isAdmin ? [{ key: 'actions', header: intl.formatMessage({ id: 'team.actions' }) }] : []),
  ];
  const row = (member: Member) => ({
    key: member.id,
    cells: {
      name: member.full_name,
      email: member.email,
      role: intl.formatMessage({ id: `team.role.${member.role}` }),
      status: <StatusBadge status={member.status} label={intl.formatMessage({ id: `team.status.${member.status}` })} />,
      invited: member.invited_at ? formatDate(member.invited_at, locale) : '',
      actions: actionsFor(member),
    },
  });

  return (
    <Page title={<FormattedMessage id="team.title" />} titleId="team-title" description={support}>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`ui-notice ui-notice--${notice.kind === 'error' ? 'error' : 'success'}`}
        >
          {notice.text}
        </p>
      )}
      {isAdmin ? (
        <InvitationForm texts="team.invite" invite={invite.mutateAsync} onInvited={onInvited} />
      ) : (
        <Card tone="muted">
          <p role="note">
            <FormattedMessage id="team.noAccess" />
          </p>
        </Card>
      )}

      <Section title={<FormattedMessage id="team.members" />}>
        {active.length === 0 ? (
          <Card>
            <EmptyState
              icon={<Users size={40} strokeWidth={1.5} />}
              title={intl.formatMessage({ id: 'team.empty.title' })}
              text={intl.formatMessage({ id: 'team.empty.text' })}
            />
          </Card>
        ) : (
          <Table caption={intl.formatMessage({ id: 'team.members' })} columns={columns} rows={active.map(row)} />
        )}
      </Section>

      <Section title={<FormattedMessage id="team.pending" />}>
        {pending.length === 0 ? (
          <p className="ui-muted">
            <FormattedMessage id="team.pending.empty" />
          </p>
        ) : (
          <Table
            caption={intl.formatMessage({ id: 'team.pending' })}
            columns={[
              ...columns.slice(0, 2),
              { key: 'invited', header: intl.formatMessage({ id: 'team.invitedAt' }) },
              ...columns.slice(3),
            ]}
            rows={pending.map(row)}
          />
        )}
      </Section>

      <ConfirmModal
        open={removing !== null}
        title={intl.formatMessage(
          { id: removing?.status === 'PENDING' ? 'team.remove.invitationTitle' : 'team.remove.title' },
          { name: removing?.full_name ?? '' },
        )}
        body={intl.formatMessage(
          { id: removing?.status === 'PENDING' ? 'team.remove.invitationBody' : 'team.remove.body' },
          { name: removing?.full_name ?? '', email: removing?.email ?? '' },
        )}
        confirmLabel={intl.formatMessage({ id: 'team.remove.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
        danger
        busy={busy !== null && busy === removing?.id}
      />
    </Page>
  );
}
