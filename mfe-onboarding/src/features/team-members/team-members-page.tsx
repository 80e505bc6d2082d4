import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, Table } from '@platform/ui';
import { useSession } from '@platform/session';
import { QueryFallback, useApiQuery, usePlatform } from '@platform/remote-kit';
import { listMembers } from './list-members';

/** dashboard/users/list: who has access to the account, with role and status. */
export function TeamMembersPage() {
  const { api, session } = usePlatform();
  const intl = useIntl();
  const accountId = useSession(session, (s) => s.company?.id ?? null);
  const members = useApiQuery(`members:${accountId}`, () => (accountId ? listMembers(api, accountId) : Promise.resolve({ items: [] })));

  if (members.status !== 'success') return <QueryFallback query={members} />;
  return (
    <section className="ui-page" aria-labelledby="team-title">
      <header className="ui-page-header">
        <h1 id="team-title">
          <FormattedMessage id="team.title" />
        </h1>
      </header>
      {members.data.items.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'team.empty.title' })} text={intl.formatMessage({ id: 'team.empty.text' })} />
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'team.title' })}
          columns={[
            { key: 'name', header: intl.formatMessage({ id: 'team.name' }) },
            { key: 'email', header: intl.formatMessage({ id: 'team.email' }) },
            { key: 'role', header: intl.formatMessage({ id: 'team.role' }) },
            { key: 'status', header: intl.formatMessage({ id: 'team.status' }) },
          ]}
          rows={members.data.items.map((member) => ({
            key: member.id,
            cells: {
              name: member.full_name,
              email: member.email,
              role: intl.formatMessage({ id: `team.role.${member.role}` }),
              status: intl.formatMessage({ id: `team.status.${member.status}` }),
            },
          }))}
        />
      )}
    </section>
  );
}
