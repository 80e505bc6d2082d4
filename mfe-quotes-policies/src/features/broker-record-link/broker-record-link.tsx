import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { unwrap } from '@platform/api-client';
import { QueryFallback, queryOptions, RecordNotFound, usePlatform, useQuery } from '@platform/remote-kit';
import { brokerPolicyPath, brokerQuotePath } from '../../lib/screen-links';

/** Which record a link of the broker's e-mails names, and which of its screens it opens. */
export type BrokerRecordTarget = 'quote-detail' | 'quote-checkout' | 'policy-detail';

/**
 * broker-quote/detail?quote_id=, broker-quote/checkout?quote_id= and broker-policy/detail?policy_id=
 * (the links of the broker's "quotes ready" and "policy issued" e-mails; after sign-in the shell
 * comes back here): finds the record's company (the quote's or policy's account; the API answers
 * only its broker of record) and goes on to the company's screen of it, broker/company/:id/....
 */
export function BrokerRecordLink({ target }: { target: BrokerRecordTarget }) {
  const [search] = useSearchParams();
  const { api } = usePlatform();
  const intl = useIntl();
  const isQuote = target !== 'policy-detail';
  const id = search.get(isQuote ? 'quote_id' : 'policy_id') ?? '';
  const record = useQuery(
    queryOptions({
      queryKey: ['broker-record-link', target, id],
      queryFn: async () =>
        isQuote
          ? unwrap(api.GET('/v3/quotes/{id}', { params: { path: { id } } }))
          : unwrap(api.GET('/v3/broker/policies/{id}', { params: { path: { id } } })),
      // An address without an id names nothing: not found, without asking.
      enabled: id !== '',
    }),
  );
  const notFound = (
    <RecordNotFound
      title={intl.formatMessage({ id: isQuote ? 'brokerCompany.record.quote' : 'brokerCompany.record.policy' })}
      text={intl.formatMessage({ id: 'brokerCompany.record.text' })}
      backTo="/broker/index"
      backLabel={<FormattedMessage id="brokerCompany.back" />}
    />
  );
  if (id === '') return notFound;
  if (record.status !== 'success') return <QueryFallback query={record} notFound={notFound} />;
  const company = record.data.account_id;
  const to =
    target === 'policy-detail'
      ? brokerPolicyPath(company, id)
      : brokerQuotePath(company, id, target === 'quote-checkout' ? 'checkout' : 'detail');
  return <Navigate replace to={to} />;
}
