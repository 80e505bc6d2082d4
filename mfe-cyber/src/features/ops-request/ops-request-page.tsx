import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import { currencyOf, cyberRequestEventsFor } from '@platform/domain';
import { formatDate, revenueBandText } from '@platform/i18n';
import { FileSearch } from 'lucide-react';
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Notice,
  Page,
  Section,
  Stack,
  StatusBadge,
  Table,
} from '@platform/ui';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { CopyValues } from '../../components/copy-values';
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
    <Page
      // A domain is one long word: it breaks anywhere rather than widen a phone's page.
      title={<span className="ui-break-anywhere">{request.main_domain}</span>}
      titleId="ops-cyber-request-title"
      description={request.company}
      before={
        <Link to="/ops/cyber">
          <FormattedMessage id="cyber.ops.back" />
        </Link>
      }
    >
      <Card>
        <DescriptionList
          label={intl.formatMessage({ id: 'cyber.ops.detail' })}
          columns={2}
          items={[
            {
              term: intl.formatMessage({ id: 'cyber.requests.status' }),
              description: (
                <StatusBadge
                  status={request.status}
                  tone={cyberTone(request.status)}
                  label={intl.formatMessage({ id: `cyber.status.${request.status}` })}
                />
              ),
            },
            {
              term: intl.formatMessage({ id: 'cyber.requests.plan' }),
              description: intl.formatMessage({ id: `cyber.plans.${request.plan.toLowerCase()}.name` }),
            },
            {
              term: intl.formatMessage({ id: 'cyber.create.activity' }),
              description: intl.formatMessage({ id: `cyber.create.activity.${request.activity}` }),
            },
            {
              term: intl.formatMessage({ id: 'cyber.create.employees' }),
              description: intl.formatNumber(request.employees),
            },
            {
              term: intl.formatMessage({ id: 'cyber.create.revenue_band' }),
              // In the requesting company's currency, whatever the reader's country (issue 28).
              description: revenueBandText(intl, request.revenue_band, currencyOf(request.country), locale),
            },
            {
              term: intl.formatMessage({ id: 'cyber.ops.proofMethod' }),
              description: request.domain_proof
                ? intl.formatMessage({ id: `cyber.ops.proof.${request.domain_proof}` })
                : none,
            },
            {
              term: intl.formatMessage({ id: 'cyber.requests.next' }),
              description: request.next_assessment_at ? formatDate(request.next_assessment_at, locale) : none,
            },
          ]}
        />
      </Card>
      {allowed.includes('CONFIRM_DOMAIN') && (
        <Section
          title={
            <FormattedMessage
              id="cyber.proof.title"
              values={{ domain: <span className="ui-break-anywhere">{request.main_domain}</span> }}
            />
          }
          description={<FormattedMessage id="cyber.ops.publish.waiting" />}
        >
          <Card>
            <Stack gap={3}>
              <CopyValues
                label={intl.formatMessage({ id: 'cyber.ops.proofMethod' })}
                items={[
                  { term: intl.formatMessage({ id: 'cyber.ops.proof.DNS' }), value: request.proof.txt_record },
                  { term: intl.formatMessage({ id: 'cyber.ops.proof.FILE' }), value: request.proof.file_url },
                ]}
              />
              {confirm.isError && (
                <p role="alert">{intl.formatMessage({ id: `error.${errorCodeOf(confirm.error)}` })}</p>
              )}
              <div>
                <Button loading={confirm.isPending} onClick={() => confirm.mutate(request.version)}>
                  <FormattedMessage id="cyber.ops.confirm" />
                </Button>
              </div>
            </Stack>
          </Card>
        </Section>
      )}
      {confirm.isSuccess && request.status === 'SCHEDULED' && (
        <div role="status">
          <Notice type="success" title={intl.formatMessage({ id: 'cyber.ops.confirmed' })} />
        </div>
      )}
      {allowed.includes('PUBLISH_REPORT') && <PublishReportForm request={request} />}
      <Section title={<FormattedMessage id="cyber.ops.reports" />}>
        {request.reports.length === 0 ? (
          <EmptyState
            icon={<FileSearch size={40} strokeWidth={1.5} />}
            title={intl.formatMessage({ id: 'cyber.ops.noReports' })}
          />
        ) : (
          <>
            <Table
              caption={intl.formatMessage({ id: 'cyber.ops.reports' })}
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
      </Section>
    </Page>
  );
}
