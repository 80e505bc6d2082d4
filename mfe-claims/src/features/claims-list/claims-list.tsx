import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState, StatusBadge, Table } from '@platform/ui';
import { formatDate } from '@platform/i18n';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { useClaims } from './api/list-claims';

/** dashboard/claims/home: the customer's claims with protocol, type, status and last update. */
export function ClaimsList() {
  const { locale } = usePlatform();
  const intl = useIntl();
  const claims = useClaims();

  if (claims.status !== 'success') return <QueryFallback query={claims} />;
  return (
    <section className="ui-page" aria-labelledby="claims-title">
      <header className="ui-page-header">
        <h1 id="claims-title">
          <FormattedMessage id="claims.title" />
        </h1>
        <Link className="ui-button ui-button--primary" to="/dashboard/claims/create">
          <FormattedMessage id="claims.report" />
        </Link>
      </header>
      {claims.data.items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'claims.empty.title' })}
          text={intl.formatMessage({ id: 'claims.empty.text' })}
          action={
            <Link className="ui-button ui-button--primary" to="/dashboard/claims/create">
              <FormattedMessage id="claims.report" />
            </Link>
          }
        />
      ) : (
        <Table
          caption={intl.formatMessage({ id: 'claims.title' })}
          columns={[
            { key: 'protocol', header: intl.formatMessage({ id: 'claims.protocol' }) },
            { key: 'type', header: intl.formatMessage({ id: 'claims.type' }) },
            { key: 'status', header: intl.formatMessage({ id: 'claims.status' }) },
            { key: 'updated', header: intl.formatMessage({ id: 'claims.lastUpdate' }) },
          ]}
          rows={claims.data.items.map((claim) => ({
            key: claim.id,
            cells: {
              protocol: <Link to={`/dashboard/claims/detail/${claim.id}`}>{claim.protocol_number}</Link>,
              type: claim.type,
              status: (
                <StatusBadge
                  status={claim.status}
                  label={intl.formatMessage({ id: `claims.status.${claim.status}` })}
                />
              ),
              updated: formatDate(claim.updated_at, locale),
            },
          }))}
        />
      )}
    </section>
  );
}
