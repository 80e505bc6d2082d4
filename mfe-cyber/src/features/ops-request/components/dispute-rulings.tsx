import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import { cyberDisputeEventsFor } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { Button, Card, Cluster, Stack, StatusBadge, TextAreaField } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { cyberTone } from '../../../lib/cyber-tones';
import { useOperationsReport, useRuleDispute } from '../api/operations-request';

/** The findings of one report the customer disputed, each with accept and reject; ruled ones show their outcome. */
export function DisputeRulings({ reportId }: { reportId: string }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const report = useOperationsReport(reportId);
  if (report.status !== 'success') return null;
  const disputed = report.data.findings.filter((finding) => finding.dispute_status !== 'NONE');
  if (disputed.length === 0) return null;
  return (
    <Card as="section" aria-labelledby={`rulings-${reportId}`}>
      <Stack gap={3}>
        <h3 id={`rulings-${reportId}`}>
          <FormattedMessage id="cyber.ops.rulings" values={{ date: formatDate(report.data.report_date, locale) }} />
        </h3>
        <Stack as="ul" gap={4}>
          {disputed.map((finding) => (
            <li key={finding.id}>
              <Cluster gap={2}>
                <strong>{finding.title}</strong>
                <StatusBadge
                  status={finding.dispute_status}
                  tone={cyberTone(finding.dispute_status)}
                  label={intl.formatMessage({ id: `cyber.dispute.status.${finding.dispute_status}` })}
                />
              </Cluster>
              <p>
                <FormattedMessage id="cyber.ops.reason" values={{ reason: finding.dispute_reason ?? '' }} />
              </p>
              {cyberDisputeEventsFor(finding.dispute_status, 'OPERATIONS').length > 0 && (
                <Ruling findingId={finding.id} version={finding.version} title={finding.title} />
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

function Ruling({ findingId, version, title }: { findingId: string; version: number; title: string }) {
  const intl = useIntl();
  const rule = useRuleDispute();
  const [note, setNote] = useState('');
  const decide = (decision: 'ACCEPT' | 'REJECT') =>
    rule.mutate({ findingId, version, decision, ...(note.trim() ? { note: note.trim() } : {}) });
  return (
    <div>
      <TextAreaField
        label={intl.formatMessage({ id: 'cyber.ops.note' })}
        value={note}
        maxLength={1000}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      {rule.isError && <p role="alert">{intl.formatMessage({ id: `error.${errorCodeOf(rule.error)}` })}</p>}
      <div className="ui-actions" role="group" aria-label={title}>
        <Button loading={rule.isPending} onClick={() => decide('ACCEPT')}>
          <FormattedMessage id="cyber.ops.accept" />
        </Button>
        <Button variant="secondary" disabled={rule.isPending} onClick={() => decide('REJECT')}>
          <FormattedMessage id="cyber.ops.reject" />
        </Button>
      </div>
    </div>
  );
}
