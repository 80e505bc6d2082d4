import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDate, useText } from '@platform/i18n';
import { ShieldCheck } from 'lucide-react';
import { Card, EmptyState, Section, Stack, StatusBadge, Table } from '@platform/ui';
import { QueryList, readTogether, usePlatform } from '@platform/remote-kit';
import { cyberTone } from '../../../lib/book-labels';
import { useCompanyCyberReports, useCompanyCyberRequests } from '../api/list-company-cyber';

/**
 * The company's cyber assessment requests and published reports (to each report), read as one
 * section: empty when it has neither; refreshed live.
 */
export function CompanyCyber({ companyId }: { companyId: string }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const requests = useCompanyCyberRequests(companyId);
  const reports = useCompanyCyberReports(companyId);
  const text = useText();
  const badge = (status: string, label: string) => (
    <StatusBadge status={status} tone={cyberTone(status)} label={label} />
  );

  const cyber = readTogether(requests, reports);
  return (
    <Section title={<FormattedMessage id="broker.cyber.title" />}>
      <QueryList
        query={cyber}
        items={([requested, published]) => [...requested.items, ...published.items]}
        empty={
          <Card>
            <EmptyState icon={<ShieldCheck size={40} strokeWidth={1.5} />} title={text('broker.cyber.empty')} />
          </Card>
        }
      >
        {(_, [requested, published]) => (
          <Stack gap={4}>
            {requested.items.length > 0 && (
              <Table
                caption={text('broker.cyber.requests')}
                columns={[
                  { key: 'domain', header: text('broker.cyber.domain') },
                  { key: 'plan', header: text('broker.cyber.plan') },
                  { key: 'status', header: text('broker.cyber.status') },
                  { key: 'next', header: text('broker.cyber.next'), kind: 'date' },
                ]}
                rows={requested.items.map((request) => ({
                  key: request.id,
                  cells: {
                    domain: <span className="ui-break-anywhere">{request.main_domain}</span>,
                    plan: text(`broker.cyberPlan.${request.plan}`),
                    status: badge(request.status, text(`broker.cyberStatus.${request.status}`)),
                    next: request.next_assessment_at
                      ? formatDate(request.next_assessment_at, locale)
                      : text('broker.cyber.none'),
                  },
                }))}
              />
            )}
            {published.items.length === 0 ? (
              <p className="ui-muted">
                <FormattedMessage id="broker.cyber.noReports" />
              </p>
            ) : (
              <Table
                caption={text('broker.cyber.reports')}
                columns={[
                  { key: 'date', header: text('broker.cyber.date'), kind: 'date' },
                  { key: 'score', header: text('broker.cyber.score'), kind: 'number' },
                  { key: 'vulnerabilities', header: text('broker.cyber.vulnerabilities'), kind: 'number' },
                  { key: 'risk', header: text('broker.cyber.risk') },
                ]}
                rows={published.items.map((report) => {
                  const date = formatDate(report.report_date, locale);
                  return {
                    key: report.id,
                    cells: {
                      date: (
                        <Link
                          to={`/broker/company/${companyId}/cyber/reports/${report.id}`}
                          aria-label={text('broker.cyber.openReport', { date })}
                        >
                          {date}
                        </Link>
                      ),
                      score: intl.formatNumber(report.score),
                      vulnerabilities: intl.formatNumber(report.vulnerability_count),
                      risk: badge(report.risk_level, text(`broker.risk.${report.risk_level}`)),
                    },
                  };
                })}
              />
            )}
          </Stack>
        )}
      </QueryList>
    </Section>
  );
}
