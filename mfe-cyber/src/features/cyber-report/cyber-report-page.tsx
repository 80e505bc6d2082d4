import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { cyberDisputeEventsFor } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { Button, DetailsList, EmptyState, Notice, PageHeader, StatusBadge } from '@platform/ui';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { cyberTone } from '../../lib/cyber-tones';
import { useCyberLive } from '../../lib/use-cyber-live';
import { downloadReportPdf, useCyberReport, type CyberFindingView, type CyberReportView } from './api/cyber-report';
import { DisputeModal } from './components/dispute-modal';

/** dashboard/cyber/report/:id: a report's score, risk level and findings; a finding may be disputed as a false positive. */
export function CyberReportPage() {
  useCyberLive();
  const intl = useIntl();
  const { id = '' } = useParams();
  const report = useCyberReport(id);
  if (report.status !== 'success')
    return (
      <QueryFallback
        query={report}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'cyber.report.notFound' })}
            text={intl.formatMessage({ id: 'cyber.report.notFoundText' })}
            backTo="/dashboard/cyber/home"
            backLabel={<FormattedMessage id="cyber.report.back" />}
          />
        }
      />
    );
  return <Report report={report.data} />;
}

function Report({ report }: { report: CyberReportView }) {
  const intl = useIntl();
  const { locale, api } = usePlatform();
  const [disputing, setDisputing] = useState<CyberFindingView | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const date = formatDate(report.report_date, locale);
  const badge = (status: string, label: string) => (
    <StatusBadge status={status} tone={cyberTone(status)} label={label} />
  );

  return (
    <section className="ui-page" aria-labelledby="cyber-report-title">
      <PageHeader
        title={<FormattedMessage id="cyber.report.title" values={{ date }} />}
        titleId="cyber-report-title"
        description={report.main_domain && <span style={{ overflowWrap: 'anywhere' }}>{report.main_domain}</span>}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setPdfError(null);
              downloadReportPdf(api, report.id, locale.language, `cyber-report-${report.report_date}.pdf`).catch(
                (error: unknown) => setPdfError(intl.formatMessage({ id: `error.${errorCodeOf(error)}` })),
              );
            }}
          >
            <FormattedMessage id="cyber.report.pdf" />
          </Button>
        }
      />
      {pdfError && <p role="alert">{pdfError}</p>}
      <p>
        <Link to="/dashboard/cyber/home">
          <FormattedMessage id="cyber.report.back" />
        </Link>
      </p>
      <DetailsList
        label={intl.formatMessage({ id: 'cyber.report.details' })}
        items={[
          { label: intl.formatMessage({ id: 'cyber.reports.score' }), value: intl.formatNumber(report.score) },
          {
            label: intl.formatMessage({ id: 'cyber.reports.risk' }),
            value: badge(report.risk_level, intl.formatMessage({ id: `cyber.risk.${report.risk_level}` })),
          },
          {
            label: intl.formatMessage({ id: 'cyber.reports.vulnerabilities' }),
            value: intl.formatNumber(report.vulnerability_count),
          },
          ...(report.main_domain
            ? [{ label: intl.formatMessage({ id: 'cyber.report.domain' }), value: report.main_domain }]
            : []),
        ]}
      />
      {report.summary && <p>{report.summary}</p>}
      {report.has_cyber_insurance && (
        <Notice
          type="info"
          title={intl.formatMessage({ id: 'cyber.report.renewal.title' })}
          detail={intl.formatMessage({ id: 'cyber.report.renewal.text' })}
        />
      )}
      <section aria-labelledby="cyber-findings-title">
        <h2 id="cyber-findings-title">
          <FormattedMessage id="cyber.findings.title" />
        </h2>
        {report.findings.length === 0 ? (
          <EmptyState title={intl.formatMessage({ id: 'cyber.findings.empty' })} />
        ) : (
          <ol className="cyber-findings">
            {report.findings.map((finding) => (
              <li key={finding.id} className="ui-card" aria-labelledby={`finding-${finding.id}`}>
                <h3 id={`finding-${finding.id}`}>{finding.title}</h3>
                <p>
                  {badge(finding.severity, intl.formatMessage({ id: `cyber.severity.${finding.severity}` }))}{' '}
                  {finding.port === null ? (
                    finding.service
                  ) : (
                    <FormattedMessage
                      id="cyber.findings.port"
                      values={{ port: finding.port, service: finding.service }}
                    />
                  )}
                </p>
                <p>
                  <strong>
                    <FormattedMessage id="cyber.findings.advice" />
                  </strong>
                  {': '}
                  {finding.advice}
                </p>
                {cyberDisputeEventsFor(finding.dispute_status, 'CUSTOMER').includes('DISPUTE') ? (
                  <Button
                    variant="secondary"
                    aria-label={intl.formatMessage({ id: 'cyber.dispute.openFor' }, { finding: finding.title })}
                    onClick={() => setDisputing(finding)}
                  >
                    <FormattedMessage id="cyber.dispute.open" />
                  </Button>
                ) : (
                  <div>
                    {badge(
                      finding.dispute_status,
                      intl.formatMessage({ id: `cyber.dispute.status.${finding.dispute_status}` }),
                    )}
                    {finding.dispute_reason && (
                      <p>
                        <FormattedMessage id="cyber.dispute.yourReason" values={{ reason: finding.dispute_reason }} />
                      </p>
                    )}
                    {finding.ruling_note && (
                      <p>
                        <FormattedMessage id="cyber.dispute.note" values={{ note: finding.ruling_note }} />
                      </p>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      {disputing && <DisputeModal reportId={report.id} finding={disputing} onClose={() => setDisputing(null)} />}
    </section>
  );
}
