import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Cluster, DescriptionList, Page, Section, StatusBadge, type DescriptionItem } from '@platform/ui';
import { formatDate } from '@platform/i18n';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { formatMoney } from '../../lib/format-money';
import { BrokerTrail } from '../../components/broker-trail';
import { PurchaseStepper } from '../../components/purchase-stepper';
import { useBrokerCompany } from '../../lib/broker-company';
import { useScreenLinks } from '../../lib/screen-links';
import { usePolicy } from './api/get-policy';
import { usePolicyInvoices } from './api/list-policy-invoices';
import { PolicyCertificates } from './components/policy-certificates';
import { PolicyPayments } from './components/policy-payments';
import { StatementForm } from './components/statement-form';
import { RenewalStatus } from '../../components/renewal-status';

/**
 * dashboard/policies/detail/:id: one policy, its validity and coverage, its payments (invoices with
 * their PDFs, live when a payment is recorded) and what to do with it. Also
 * broker/company/:id/policies/:policyId/detail: the broker of record's view (no claim to report:
 * the customer reports its claims).
 */
export function PolicyDetail() {
  const params = useParams();
  const id = params.policyId ?? params.id ?? '';
  const { locale } = usePlatform();
  const intl = useIntl();
  const company = useBrokerCompany();
  const links = useScreenLinks();
  const policy = usePolicy(id, company?.id);
  const invoices = usePolicyInvoices(id);
  const text = (messageId: string, values?: Record<string, string>) => intl.formatMessage({ id: messageId }, values);
  const backLink = (
    <Link to={links.policiesHome}>
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
            backTo={links.policiesHome}
            backLabel={<FormattedMessage id="policy.back" />}
          />
        }
      />
    );

  const data = policy.data;
  const fields: DescriptionItem[] = [
    { term: text('policy.product'), description: text(`product.${data.product}`) },
    { term: text('policy.insurer'), description: data.insurer },
    { term: text('policy.effectiveDate'), description: formatDate(data.effective_date, locale), kind: 'date' },
    { term: text('policy.expiryDate'), description: formatDate(data.expiry_date, locale), kind: 'date' },
    {
      term: text('policy.coverageLimit'),
      description: formatMoney(data.coverage_limit, data.currency, locale),
      kind: 'money',
    },
  ];
  // A policy paid before its start stays CREATED until then: its first invoice says it is paid.
  const firstInstalmentPaid = invoices.data?.items.some((item) => item.instalment === 1 && item.status === 'PAID');
  return (
    <Page
      title={text('policy.title', { number: data.policy_number })}
      titleId="policy-title"
      description={<StatusBadge status={data.status} label={text(`policy.status.${data.status}`)} />}
      before={
        <>
          <BrokerTrail />
          <p>{backLink}</p>
          <PurchaseStepper position={{ policy: data.status, firstInstalmentPaid }} locale={locale} />
        </>
      }
    >
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
      <Section title={text('policy.data')}>
        <DescriptionList label={text('policy.data')} items={fields} columns={2} />
      </Section>
      <PolicyPayments policyId={data.id} />
      <StatementForm policyId={data.id} />
      <PolicyCertificates policyId={data.id} expired={data.status === 'EXPIRED'} />
      <RenewalStatus policyId={data.id} />
      <nav aria-label={text('policy.actions')}>
        <Cluster as="ul" gap={3}>
          <li>
            <Link className="ui-button ui-button--secondary" to={links.policyMoreInfo(data.id)}>
              <FormattedMessage id="policy.moreInfo" />
            </Link>
          </li>
          {!company && (
            <li>
              <Link
                className="ui-button ui-button--primary"
                to={`/dashboard/claims/create?policyId=${encodeURIComponent(data.id)}`}
              >
                <FormattedMessage id="policy.reportClaim" />
              </Link>
            </li>
          )}
        </Cluster>
      </nav>
    </Page>
  );
}
