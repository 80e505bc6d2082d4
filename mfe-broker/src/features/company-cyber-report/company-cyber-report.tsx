import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { formatDate, useText } from '@platform/i18n';
import { Card, Cluster, DescriptionList, EmptyState, Notice, Page, Section, Stack, StatusBadge } from '@platform/ui';
import { BackLink } from '../../components/back-link';
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
  const text = useText();
  const badge = (status: string, label: string) => (
    <StatusBadge status={status} tone={cyberTone(status)} label={label} />
  );
  return (
    <Page
      title={<FormattedMessage id="broker.report.title" values={{ date: formatDate(report.report_date, locale) }} />}
      titleId="broker-report-title"
      description={report.main_domain && <span className="ui-break-anywhere">{report.main_domain}</span>}
      before={
        <BackLink to={back}>
          <FormattedMessage id="broker.claim.back" />
        </BackLink>
      }
    >
      <Card>
        <Stack gap={3}>
          <DescriptionList
            label={text('broker.report.details')}
            columns={2}
            items={[
              { term: text('broker.cyber.score'), description: intl.formatNumber(report.score), kind: 'number' },
              {
                term: text('broker.cyber.risk'),
                description: badge(report.risk_level, text(`broker.risk.${report.risk_level}`)),
              },
              {
                term: text('broker.cyber.vulnerabilities'),
                description: intl.formatNumber(report.vulnerability_count),
                kind: 'number',
              },
              ...(report.main_domain
                ? [
                    {
                      term: text('broker.report.domain'),
                      description: <span className="ui-break-anywhere">{report.main_domain}</span>,
                    },
                  ]
                : []),
            ]}
          />
          {report.summary && <p>{report.summary}</p>}
        </Stack>
      </Card>
      {report.has_cyber_insurance && (
        <Notice type="info" title={text('broker.report.renewal.title')} detail={text('broker.report.renewal.text')} />
      )}
      <Section title={<FormattedMessage id="broker.report.findings" />}>
        {report.findings.length === 0 ? (
          <Card>
            <EmptyState icon={<ShieldCheck size={40} strokeWidth={1.5} />} title={text('broker.report.noFindings')} />
          </Card>
        ) : (
          <Stack as="ol" gap={3}>
            {report.findings.map((finding) => (
              <Card key={finding.id} as="li" aria-labelledby={`broker-finding-${finding.id}`}>
                <h3 id={`broker-finding-${finding.id}`}>{finding.title}</h3>
                <Cluster gap={2}>
                  {badge(finding.severity, text(`broker.severity.${finding.severity}`))}
                  <span className="ui-muted">
                    {finding.port === null
                      ? finding.service
                      : text('broker.report.port', { port: String(finding.port), service: finding.service })}
                  </span>
                </Cluster>
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
              </Card>
            ))}
          </Stack>
        )}
      </Section>
    </Page>
  );
}
