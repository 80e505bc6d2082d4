import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { DetailsList, StatusBadge } from '@platform/ui';
import { formatDate } from '@platform/i18n';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { formatMoney } from '../../lib/format-money';
import { usePolicy } from './api/get-policy';
import { PolicyPayments } from './components/policy-payments';

/**
 * dashboard/policies/detail/:id: one policy, its validity and coverage, its payments (invoices with
 * their PDFs, live when a payment is recorded) and what to do with it.
 */
export function PolicyDetail() {
  const { id = '' } = useParams();
  const { locale } = usePlatform();
  const intl = useIntl();
  const policy = usePolicy(id);
  const text = (messageId: string, values?: Record<string, string>) => intl.formatMessage({ id: messageId }, values);
  const backLink = (
    <Link to="/dashboard/policies/home">
      <FormattedMessage id="policy.back" />
    </Link>
  );

  if (policy.status !== 'success')
    return (
      <QueryFallback
        query={policy}
        notFound={
          <RecordNotFound
            title={text('policy.notFound.title')}
            text={text('policy.notFound.text')}
            backTo="/dashboard/policies/home"
            backLabel={<FormattedMessage id="policy.back" />}
          />
        }
      />
    );

  const data = policy.data;
  const fields: [string, ReactNode][] = [
    ['policy.product', text(`product.${data.product}`)],
    ['policy.insurer', data.insurer],
    ['policy.effectiveDate', formatDate(data.effective_date, locale)],
    ['policy.expiryDate', formatDate(data.expiry_date, locale)],
    ['policy.coverageLimit', formatMoney(data.coverage_limit, data.currency, locale)],
  ];
  return (
    <section className="ui-page" aria-labelledby="policy-title">
      <p>{backLink}</p>
      <header className="ui-page-header">
        <h1 id="policy-title">
          <FormattedMessage id="policy.title" values={{ number: data.policy_number }} />
        </h1>
        <StatusBadge status={data.status} label={intl.formatMessage({ id: `policy.status.${data.status}` })} />
      </header>
      {data.status === 'PENDING_INITIAL_PAYMENT' && (
        <p>
          <FormattedMessage id="policy.pendingPaymentNote" />
        </p>
      )}
      {data.status === 'CREATED' && (
        <p>
          <FormattedMessage id="policy.createdNote" values={{ date: formatDate(data.effective_date, locale) }} />
        </p>
      )}
      <DetailsList
        label={text('policy.data')}
        items={fields.map(([label, value]) => ({ label: text(label), value }))}
      />
      <PolicyPayments policyId={data.id} />
      <nav aria-label={text('policy.actions')}>
        <ul>
          <li>
            <Link to={`/dashboard/policies/detail/${data.id}/more-info`}>
              <FormattedMessage id="policy.moreInfo" />
            </Link>
          </li>
          <li>
            <Link to={`/dashboard/claims/create?policyId=${encodeURIComponent(data.id)}`}>
              <FormattedMessage id="policy.reportClaim" />
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
