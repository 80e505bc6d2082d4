import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FileSearch } from 'lucide-react';
import { Cluster, EmptyState, Section, StatusBadge, Table } from '@platform/ui';
import { formatDate } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { ScoreTrend } from '../../components/score-trend';
import { cyberTone } from '../../lib/cyber-tones';
import { useCyberReports } from './api/list-cyber-reports';

/** Reports history: date, company score, vulnerability count and risk level of each assessment, and the score trend. */
export function CyberReports() {
  const { locale } = usePlatform();
  const intl = useIntl();
  const reports = useCyberReports();

  return (
    <Section title={<FormattedMessage id="cyber.reports.title" />}>
      <QueryList
        query={reports}
        items={(data) => data.items}
        empty={
          <EmptyState
            icon={<FileSearch size={40} strokeWidth={1.5} />}
            title={intl.formatMessage({ id: 'cyber.reports.empty.title' })}
            text={intl.formatMessage({ id: 'cyber.reports.empty.text' })}
          />
        }
      >
        {(items) => (
          <>
            <ScoreTrend scores={[...items].reverse().map((report) => report.score)} />
            <Table
              caption={intl.formatMessage({ id: 'cyber.reports.title' })}
              columns={[
                { key: 'date', header: intl.formatMessage({ id: 'cyber.reports.date' }), kind: 'date' },
                { key: 'score', header: intl.formatMessage({ id: 'cyber.reports.score' }), kind: 'number' },
                {
                  key: 'vulnerabilities',
                  header: intl.formatMessage({ id: 'cyber.reports.vulnerabilities' }),
                  kind: 'number',
                },
                { key: 'risk', header: intl.formatMessage({ id: 'cyber.reports.risk' }) },
              ]}
              rows={items.map((report) => {
                const date = formatDate(report.report_date, locale);
                return {
                  key: report.id,
                  cells: {
                    date: (
                      <Link
                        to={`/dashboard/cyber/report/${report.id}`}
                        aria-label={intl.formatMessage({ id: 'cyber.reports.open' }, { date })}
                      >
                        {date}
                      </Link>
                    ),
                    score: intl.formatNumber(report.score),
                    vulnerabilities: intl.formatNumber(report.vulnerability_count),
                    risk: (
                      <Cluster gap={1}>
                        <StatusBadge
                          status={report.risk_level}
                          tone={cyberTone(report.risk_level)}
                          label={intl.formatMessage({ id: `cyber.risk.${report.risk_level}` })}
                        />
                        {report.status === 'UNDER_REVIEW' && (
                          <StatusBadge
                            status={report.status}
                            tone={cyberTone(report.status)}
                            label={intl.formatMessage({ id: 'cyber.reportStatus.UNDER_REVIEW' })}
                          />
                        )}
                      </Cluster>
                    ),
                  },
                };
              })}
            />
          </>
        )}
      </QueryList>
    </Section>
  );
}
