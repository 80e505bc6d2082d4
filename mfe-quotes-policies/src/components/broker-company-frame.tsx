import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { unwrap } from '@platform/api-client';
import { QueryFallback, queryOptions, RecordNotFound, usePlatform, useQuery } from '@platform/remote-kit';
import { BrokerCompanyProvider } from '../lib/broker-company';

/**
 * The frame of the broker's screens of one customer company (broker/company/:id/quotes...): the
 * company (GET /v3/broker/companies/{id}; not the broker's, or another broker's: not found) and,
 * inside, the customer's own screen acting for it.
 */
export function BrokerCompanyFrame({ children }: { children: ReactNode }) {
  const { id = '' } = useParams();
  const { api } = usePlatform();
  const intl = useIntl();
  const company = useQuery(
    queryOptions({
      // The key mfe-broker's company page reads too: one request when the broker comes from there.
      queryKey: ['broker-company', id],
      queryFn: () => unwrap(api.GET('/v3/broker/companies/{id}', { params: { path: { id } } })),
    }),
  );
  if (company.status !== 'success')
    return (
      <QueryFallback
        query={company}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'brokerCompany.notFound.title' })}
            text={intl.formatMessage({ id: 'brokerCompany.notFound.text' })}
            backTo="/broker/index"
            backLabel={<FormattedMessage id="brokerCompany.back" />}
          />
        }
      />
    );
  return (
    <BrokerCompanyProvider company={{ id: company.data.company_id, name: company.data.company_name }}>
      {children}
    </BrokerCompanyProvider>
  );
}
