import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Cluster } from '@platform/ui';
import { useBrokerCompany } from '../lib/broker-company';

/**
 * Above a screen the broker opened for a customer company: the way back to the book and to the
 * company's page, and whose records these are. Nothing on the customer's own screens.
 */
export function BrokerTrail() {
  const company = useBrokerCompany();
  const intl = useIntl();
  if (!company) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'brokerCompany.trail' })}>
      <Cluster as="ol" gap={2}>
        <li>
          <Link to="/broker/index">
            <FormattedMessage id="brokerCompany.companies" />
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={`/broker/company/${company.id}/detail`}>{company.name}</Link>
        </li>
      </Cluster>
    </nav>
  );
}
