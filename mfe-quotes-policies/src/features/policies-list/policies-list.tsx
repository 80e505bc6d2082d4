import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState, Tabs } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { usePolicies } from './api/list-policies';
import { PoliciesTable } from './policies-table';

/** dashboard/policies/home: the customer's policies in two tabs, active and expired. */
export function PoliciesList() {
  const intl = useIntl();
  const policies = usePolicies();
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  if (policies.status !== 'success') return <QueryFallback query={policies} />;
  const all = policies.data.items;
  // Created and pending-initial-payment policies are not expired: they belong with the active ones.
  const active = all.filter((policy) => policy.status !== 'EXPIRED');
  const expired = all.filter((policy) => policy.status === 'EXPIRED');
  return (
    <section className="ui-page" aria-labelledby="policies-title">
      <header className="ui-page-header">
        <h1 id="policies-title">
          <FormattedMessage id="policies.title" />
        </h1>
      </header>
      {all.length === 0 ? (
        <EmptyState
          title={text('policies.empty.title')}
          text={text('policies.empty.text')}
          action={
            <Link className="ui-button ui-button--primary" to="/dashboard/quotes/home">
              <FormattedMessage id="policies.empty.quotes" />
            </Link>
          }
        />
      ) : (
        <Tabs
          label={text('policies.tabs')}
          tabs={[
            {
              id: 'active',
              label: text('policies.tab.active', { count: active.length }),
              content:
                active.length === 0 ? (
                  <EmptyState title={text('policies.activeEmpty.title')} text={text('policies.activeEmpty.text')} />
                ) : (
                  <PoliciesTable caption={text('policies.activeCaption')} policies={active} />
                ),
            },
            {
              id: 'expired',
              label: text('policies.tab.expired', { count: expired.length }),
              content:
                expired.length === 0 ? (
                  <EmptyState title={text('policies.expiredEmpty.title')} text={text('policies.expiredEmpty.text')} />
                ) : (
                  <PoliciesTable caption={text('policies.expiredCaption')} policies={expired} />
                ),
            },
          ]}
        />
      )}
    </section>
  );
}
