import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { formatDate } from '@platform/i18n';
import { DetailsList, EmptyState, Notice, PageHeader, StatusBadge } from '@platform/ui';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { cyberTone } from '../../lib/book-labels';
import { useCompanyCyberReport, type CompanyCyberReport as Report } from './api/get-company-cyber-report';

/**
 * broker/company/:id/cyber/reports/:reportId: a customer company's cyber report, read only for its
 * broker of record: score, risk, findings and their disputes, and how the score bears on the renewal
 * when the company holds cyber insurance.
 */
export function CompanyCyberReport() {
  const { id = '', reportId = '' } = useParams();
  const intl = useIntl();
  const report = useCompanyCyberReport(id, reportId);
  const back = `/broker/company/${id}/detail`;
  if (report.status !== 'success')
    return (
      <QueryFallback
        query={report}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'broker.report.notFound.title' })}
            text={intl.formatMessage({ id: 'broker.report.notFound.text' })}
            backTo={back}
            backLabel={<FormattedMessage id="broker.claim.back" />}
          />
        }
      />
    );
  return <ReportView report={report.data} back={back} />;
}

function ReportView({ report, back }: { report: Report; back: string }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const badge = (status: string, label: string) => (
    <StatusBadge status={status} tone={cyberTone(status)} label={label} />
  );
  return (
    <section className="ui-page" aria-labelledby="broker-report-title">
      <PageHeader
        title={<FormattedMessage id="broker.report.title" values={{ date: formatDate(report.report_date, locale) }} />}
        titleId="broker-report-title"
        description={report.main_domain && <span style={{ overflowWrap: 'anywhere' }}>{report.main_domain}</span>}
      />
      <p>
        <Link to={back}>
          <FormattedMessage id="broker.claim.back" />
        </Link>
      </p>
      <DetailsList
        label={text('broker.report.details')}
        items={[
          { label: text('broker.cyber.score'), value: intl.formatNumber(report.score) },
          {
            label: text('broker.cyber.risk'),
            value: badge(report.risk_level, text(`broker.risk.${report.risk_level}`)),
          },
          { label: text('broker.cyber.vulnerabilities'), value: intl.formatNumber(report.vulnerability_count) },
          ...(report.main_domain ? [{ label: text('broker.report.domain'), value: report.main_domain }] : []),
        ]}
      />
      {report.summary && <p>{report.summary}</p>}
      {report.has_cyber_insurance && (
        <Notice type="info" title={text('broker.report.renewal.title')} detail={text('broker.report.renewal.text')} />
      )}
      <section aria-labelledby="broker-findings-title">
        <h2 id="broker-findings-title">
          <FormattedMessage id="broker.report.findings" />
        </h2>
        {report.findings.length === 0 ? (
          <EmptyState title={text('broker.report.noFindings')} />
        ) : (
          <ol>
            {report.findings.map((finding) => (
              <li key={finding.id} className="ui-card" aria-labelledby={`broker-finding-${finding.id}`}>
                <h3 id={`broker-finding-${finding.id}`}>{finding.title}</h3>
                <p>
                  {badge(finding.severity, text(`broker.severity.${finding.severity}`))}{' '}
                  {finding.port === null
                    ? finding.service
                    : text('broker.report.port', { port: String(finding.port), service: finding.service })}
                </p>
                <p>
                  <strong>
                    <FormattedMessage id="broker.report.advice" />
                  </strong>
                  {': '}
                  {finding.advice}
                </p>
                {finding.dispute_status !== 'NONE' && (
                  <p>{badge(finding.dispute_status, text(`broker.dispute.${finding.dispute_status}`))}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
