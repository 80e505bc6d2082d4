import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ArchiveX, ShieldCheck, ShieldPlus } from 'lucide-react';
import { EmptyState, Page, Tabs } from '@platform/ui';
import { QueryList } from '@platform/remote-kit';
import { usePolicies, type PolicyRow } from './api/list-policies';
import { PoliciesTable } from '../../components/policies-table';
import { useText } from '@platform/i18n';

/** dashboard/policies/home: the customer's policies in two tabs, active and expired. */
export function PoliciesList() {
  const policies = usePolicies();
  const text = useText();

  return (
    <Page title={text('policies.title')} titleId="policies-title" width="wide">
      <QueryList
        query={policies}
        items={(data) => data.items}
        empty={
          <EmptyState
            icon={<ShieldPlus size={40} strokeWidth={1.5} />}
            title={text('policies.empty.title')}
            text={text('policies.empty.text')}
            action={
              <Link className="ui-button ui-button--primary" to="/dashboard/quotes/home">
                <FormattedMessage id="policies.empty.quotes" />
              </Link>
            }
          />
        }
      >
        {(all) => <PolicyTabs all={all} />}
      </QueryList>
    </Page>
  );
}

/** The policies in two tabs; created and pending-initial-payment ones belong with the active. */
function PolicyTabs({ all }: { all: readonly PolicyRow[] }) {
  const text = useText();
  const active = all.filter((policy) => policy.status !== 'EXPIRED');
  const expired = all.filter((policy) => policy.status === 'EXPIRED');
  return (
    <Tabs
      label={text('policies.tabs')}
      tabs={[
        {
          id: 'active',
          label: text('policies.tab.active', { count: active.length }),
          content:
            active.length === 0 ? (
              <EmptyState
                icon={<ShieldCheck size={40} strokeWidth={1.5} />}
                title={text('policies.activeEmpty.title')}
                text={text('policies.activeEmpty.text')}
              />
            ) : (
              <PoliciesTable caption={text('policies.activeCaption')} policies={active} />
            ),
        },
        {
          id: 'expired',
          label: text('policies.tab.expired', { count: expired.length }),
          content:
            expired.length === 0 ? (
              <EmptyState
                icon={<ArchiveX size={40} strokeWidth={1.5} />}
                title={text('policies.expiredEmpty.title')}
                text={text('policies.expiredEmpty.text')}
              />
            ) : (
              <PoliciesTable caption={text('policies.expiredCaption')} policies={expired} />
            ),
        },
      ]}
    />
  );
}
