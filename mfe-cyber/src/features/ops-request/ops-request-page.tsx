import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { cyberRequestEventsFor } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { Button, DetailsList, Notice, PageHeader, StatusBadge, Table } from '@platform/ui';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { CodeBlock } from '../../components/code-block';
import { cyberTone } from '../../lib/cyber-tones';
import { useConfirmDomain, useOperationsRequest, type OperationsRequest } from './api/operations-request';
import { DisputeRulings } from './components/dispute-rulings';
import { PublishReportForm } from './components/publish-report-form';

/** ops/cyber/:id: one request; confirm its domain by hand, publish a report, rule on disputed findings. */
export function OpsRequestPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const request = useOperationsRequest(id);
  if (request.status !== 'success')
    return (
      <QueryFallback
        query={request}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'cyber.ops.notFound.title' })}
            text={intl.formatMessage({ id: 'cyber.ops.notFound.text' })}
            backTo="/ops/cyber"
            backLabel={<FormattedMessage id="cyber.ops.back" />}
          />
        }
      />
    );
  return <Request request={request.data} />;
}

function Request({ request }: { request: OperationsRequest }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const confirm = useConfirmDomain(request.id);
  const none = intl.formatMessage({ id: 'cyber.requests.none' });
  // What operations may do now comes from the request's state machine (the API enforces the same table).
  const allowed = cyberRequestEventsFor(request.status, 'OPERATIONS');
  return (
    <section className="ui-page" aria-labelledby="ops-cyber-request-title">
      <PageHeader
        // A domain is one long word: it breaks anywhere rather than widen a phone's page.
        title={<span style={{ overflowWrap: 'anywhere' }}>{request.main_domain}</span>}
        titleId="ops-cyber-request-title"
        description={request.company}
      />
      <p>
        <Link to="/ops/cyber">
          <FormattedMessage id="cyber.ops.back" />
        </Link>
      </p>
      <DetailsList
        label={intl.formatMessage({ id: 'cyber.ops.detail' })}
        items={[
          {
            label: intl.formatMessage({ id: 'cyber.requests.status' }),
            value: (
              <StatusBadge
                status={request.status}
                tone={cyberTone(request.status)}
                label={intl.formatMessage({ id: `cyber.status.${request.status}` })}
              />
            ),
          },
          {
            label: intl.formatMessage({ id: 'cyber.requests.plan' }),
            value: intl.formatMessage({ id: `cyber.plans.${request.plan.toLowerCase()}.name` }),
          },
          {
            label: intl.formatMessage({ id: 'cyber.create.activity' }),
            value: intl.formatMessage({ id: `cyber.create.activity.${request.activity}` }),
          },
          { label: intl.formatMessage({ id: 'cyber.create.employees' }), value: intl.formatNumber(request.employees) },
          {
            label: intl.formatMessage({ id: 'cyber.create.revenue_band' }),
            value: intl.formatMessage({ id: `cyber.create.revenue.${request.revenue_band}` }),
          },
          {
            label: intl.formatMessage({ id: 'cyber.ops.proofMethod' }),
            value: request.domain_proof ? intl.formatMessage({ id: `cyber.ops.proof.${request.domain_proof}` }) : none,
          },
          {
            label: intl.formatMessage({ id: 'cyber.requests.next' }),
            value: request.next_assessment_at ? formatDate(request.next_assessment_at, locale) : none,
          },
        ]}
      />
      {allowed.includes('CONFIRM_DOMAIN') && (
        <section className="ui-card" aria-labelledby="ops-proof-title">
          <h2 id="ops-proof-title" style={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage id="cyber.proof.title" values={{ domain: request.main_domain }} />
          </h2>
          <CodeBlock>{request.proof.txt_record}</CodeBlock>
          <CodeBlock>{request.proof.file_url}</CodeBlock>
          {confirm.isError && <p role="alert">{intl.formatMessage({ id: `error.${errorCodeOf(confirm.error)}` })}</p>}
          <Button loading={confirm.isPending} onClick={() => confirm.mutate(request.version)}>
            <FormattedMessage id="cyber.ops.confirm" />
          </Button>
          <p>
            <FormattedMessage id="cyber.ops.publish.waiting" />
          </p>
        </section>
      )}
      {confirm.isSuccess && request.status === 'SCHEDULED' && (
        <div role="status">
          <Notice type="success" title={intl.formatMessage({ id: 'cyber.ops.confirmed' })} />
        </div>
      )}
      {allowed.includes('PUBLISH_REPORT') && <PublishReportForm request={request} />}
      <section aria-labelledby="ops-reports-title">
        <h2 id="ops-reports-title">
          <FormattedMessage id="cyber.ops.reports" />
        </h2>
        {request.reports.length === 0 ? (
          <p>
            <FormattedMessage id="cyber.ops.noReports" />
          </p>
        ) : (
          <>
            <Table
              caption={intl.formatMessage({ id: 'cyber.ops.reports' })}
              columns={[
                { key: 'date', header: intl.formatMessage({ id: 'cyber.reports.date' }) },
                { key: 'score', header: intl.formatMessage({ id: 'cyber.reports.score' }) },
                { key: 'vulnerabilities', header: intl.formatMessage({ id: 'cyber.reports.vulnerabilities' }) },
                { key: 'risk', header: intl.formatMessage({ id: 'cyber.reports.risk' }) },
              ]}
              rows={request.reports.map((report) => ({
                key: report.id,
                cells: {
                  date: formatDate(report.report_date, locale),
                  score: intl.formatNumber(report.score),
                  vulnerabilities: intl.formatNumber(report.vulnerability_count),
                  risk: (
                    <StatusBadge
                      status={report.risk_level}
                      tone={cyberTone(report.risk_level)}
                      label={intl.formatMessage({ id: `cyber.risk.${report.risk_level}` })}
                    />
                  ),
                },
              }))}
            />
            {request.reports.map((report) => (
              <DisputeRulings key={report.id} reportId={report.id} />
            ))}
          </>
        )}
      </section>
    </section>
  );
}
