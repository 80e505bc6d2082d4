import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { formatDate, useText } from '@platform/i18n';
import { ShieldCheck } from 'lucide-react';
import { Button, Card, DescriptionList, EmptyState, Notice, Page, Section, Stack, StatusBadge } from '@platform/ui';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { cyberTone } from '../../lib/cyber-tones';
import { useCyberLive } from '../../lib/use-cyber-live';
import { downloadReportPdf, useCyberReport, type CyberFindingView, type CyberReportView } from './api/cyber-report';
import { DisputeModal } from './components/dispute-modal';
import { FindingCard } from './components/finding-card';

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
  const text = useText();

  return (
    <Page
      title={<FormattedMessage id="cyber.report.title" values={{ date }} />}
      titleId="cyber-report-title"
      description={report.main_domain && <span className="ui-break-anywhere">{report.main_domain}</span>}
      before={
        <Link to="/dashboard/cyber/home">
          <FormattedMessage id="cyber.report.back" />
        </Link>
      }
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
    >
      {pdfError && <p role="alert">{pdfError}</p>}
      <Card>
        <Stack gap={3}>
          <DescriptionList
            label={text('cyber.report.details')}
            columns={2}
            items={[
              { term: text('cyber.reports.score'), description: intl.formatNumber(report.score), kind: 'number' },
              {
                term: text('cyber.reports.risk'),
                description: (
                  <StatusBadge
                    status={report.risk_level}
                    tone={cyberTone(report.risk_level)}
                    label={text(`cyber.risk.${report.risk_level}`)}
                  />
                ),
              },
              {
                term: text('cyber.reports.vulnerabilities'),
                description: intl.formatNumber(report.vulnerability_count),
                kind: 'number',
              },
              ...(report.main_domain ? [{ term: text('cyber.report.domain'), description: report.main_domain }] : []),
            ]}
          />
          {report.summary && <p>{report.summary}</p>}
        </Stack>
      </Card>
      {report.has_cyber_insurance && (
        <Notice type="info" title={text('cyber.report.renewal.title')} detail={text('cyber.report.renewal.text')} />
      )}
      <Section title={<FormattedMessage id="cyber.findings.title" />}>
        {report.findings.length === 0 ? (
          <EmptyState icon={<ShieldCheck size={40} strokeWidth={1.5} />} title={text('cyber.findings.empty')} />
        ) : (
          <Stack as="ol" gap={3}>
            {report.findings.map((finding) => (
              <FindingCard key={finding.id} finding={finding} onDispute={() => setDisputing(finding)} />
            ))}
          </Stack>
        )}
      </Section>
      {disputing && <DisputeModal reportId={report.id} finding={disputing} onClose={() => setDisputing(null)} />}
    </Page>
  );
}
