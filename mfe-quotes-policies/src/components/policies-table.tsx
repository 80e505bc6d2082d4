import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDate } from '@platform/i18n';
import { StatusBadge, Table } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { formatMoney } from '../lib/format-money';
import { useScreenLinks } from '../lib/screen-links';

/** What a row shows of a policy (the customer's list and the broker's list of a company). */
export interface PolicyRow {
  id: string;
  policy_number: string;
  product: string;
  insurer: string;
  effective_date: string;
  expiry_date: string;
  coverage_limit: string;
  currency: string;
  status: string;
}

/** Policies as a table: number (to the detail), product, insurer, validity, coverage limit, status. */
export function PoliciesTable({ caption, policies }: { caption: string; policies: readonly PolicyRow[] }) {
  const { locale } = usePlatform();
  const intl = useIntl();
  const links = useScreenLinks();
  return (
    <Table
      caption={caption}
      columns={[
        { key: 'number', header: intl.formatMessage({ id: 'policies.number' }) },
        { key: 'product', header: intl.formatMessage({ id: 'policies.product' }) },
        { key: 'insurer', header: intl.formatMessage({ id: 'policies.insurer' }) },
        { key: 'validity', header: intl.formatMessage({ id: 'policies.validity' }) },
        { key: 'limit', header: intl.formatMessage({ id: 'policies.coverageLimit' }), kind: 'money' },
        { key: 'status', header: intl.formatMessage({ id: 'policies.status' }) },
      ]}
      rows={policies.map((policy) => ({
        key: policy.id,
        cells: {
          number: <Link to={links.policy(policy.id)}>{policy.policy_number}</Link>,
          product: intl.formatMessage({ id: `product.${policy.product}` }),
          insurer: policy.insurer,
          validity: intl.formatMessage(
            { id: 'policies.validityPeriod' },
            { start: formatDate(policy.effective_date, locale), end: formatDate(policy.expiry_date, locale) },
          ),
          limit: formatMoney(policy.coverage_limit, policy.currency, locale),
          status: (
            <StatusBadge status={policy.status} label={intl.formatMessage({ id: `policy.status.${policy.status}` })} />
          ),
        },
      }))}
    />
  );
}
