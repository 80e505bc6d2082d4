import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, StatusBadge, Table } from '@platform/ui';
import { formatDate } from '@platform/i18n';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { useCyberReports } from './api/list-cyber-reports';

/** Reports history: date, company score, vulnerability count and risk level of each assessment. */
export function CyberReports() {
  const { locale } = usePlatform();
  const intl = useIntl();
  const reports = useCyberReports();

  return (
    <section aria-labelledby="cyber-reports-title">
      <h2 id="cyber-reports-title">
        <FormattedMessage id="cyber.reports.title" />
      </h2>
      {reports.status !== 'success' && <QueryFallback query={reports} />}
      {reports.status === 'success' &&
        (reports.data.items.length === 0 ? (
          <EmptyState
            title={intl.formatMessage({ id: 'cyber.reports.empty.title' })}
            text={intl.formatMessage({ id: 'cyber.reports.empty.text' })}
          />
        ) : (
          <Table
            caption={intl.formatMessage({ id: 'cyber.reports.title' })}
            columns={[
              { key: 'date', header: intl.formatMessage({ id: 'cyber.reports.date' }) },
              { key: 'score', header: intl.formatMessage({ id: 'cyber.reports.score' }) },
              { key: 'vulnerabilities', header: intl.formatMessage({ id: 'cyber.reports.vulnerabilities' }) },
              { key: 'risk', header: intl.formatMessage({ id: 'cyber.reports.risk' }) },
            ]}
            rows={reports.data.items.map((report) => ({
              key: report.id,
              cells: {
                date: formatDate(report.report_date, locale),
                score: intl.formatNumber(report.score),
                vulnerabilities: intl.formatNumber(report.vulnerability_count),
                risk: (
                  <StatusBadge
                    status={report.risk_level}
                    label={intl.formatMessage({ id: `cyber.risk.${report.risk_level}` })}
                  />
                ),
              },
            }))}
          />
        ))}
    </section>
  );
}
