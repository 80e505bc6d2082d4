import { useIntl } from 'react-intl';
import { unwrap } from '@platform/api-client';
import { QueryList, queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { EmptyState, Section } from '@platform/ui';
import { useBrokerCompany } from '../lib/broker-company';
import { PoliciesTable } from './policies-table';

/**
 * The broker's list of a customer company's policies (GET /v3/broker/companies/{id}/policies),
 * under its quotes: each number opens the policy with its invoices. Nothing on the customer's screens.
 */
export function CompanyPolicies() {
  const company = useBrokerCompany();
  if (!company) return null;
  return <PoliciesOf companyId={company.id} />;
}

function PoliciesOf({ companyId }: { companyId: string }) {
  const { api } = usePlatform();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'brokerCompany.policies.title' });
  // Under `policies`, like the customer's list.
  const policies = useQuery(
    queryOptions({
      queryKey: ['policies', 'broker', companyId],
      queryFn: () => unwrap(api.GET('/v3/broker/companies/{id}/policies', { params: { path: { id: companyId } } })),
    }),
  );
  return (
    <Section title={title}>
      <QueryList
        query={policies}
        items={(data) => data.items}
        empty={<EmptyState title={intl.formatMessage({ id: 'brokerCompany.policies.empty' })} />}
      >
        {(items) => <PoliciesTable caption={title} policies={items} />}
      </QueryList>
    </Section>
  );
}
