import { FormattedMessage, useIntl } from 'react-intl';
import { cyberDisputeEventsFor } from '@platform/domain';
import { Button, Card, Cluster, Stack, StatusBadge } from '@platform/ui';
import { cyberTone } from '../../../lib/cyber-tones';
import type { CyberFindingView } from '../api/cyber-report';

/** One finding of a report: severity, where, how to fix it, and the dispute (or its outcome). */
export function FindingCard({ finding, onDispute }: { finding: CyberFindingView; onDispute: () => void }) {
  const intl = useIntl();
  const badge = (status: string, id: string) => (
    <StatusBadge status={status} tone={cyberTone(status)} label={intl.formatMessage({ id })} />
  );
  return (
    <Card as="li" aria-labelledby={`finding-${finding.id}`}>
      <Stack gap={2}>
        <Cluster gap={2}>
          {badge(finding.severity, `cyber.severity.${finding.severity}`)}
          <span className="ui-muted ui-break-anywhere">
            {finding.port === null ? (
              finding.service
            ) : (
              <FormattedMessage id="cyber.findings.port" values={{ port: finding.port, service: finding.service }} />
            )}
          </span>
        </Cluster>
        <h3 id={`finding-${finding.id}`}>{finding.title}</h3>
        <p>
          <strong>
            <FormattedMessage id="cyber.findings.advice" />
          </strong>
          {': '}
          {finding.advice}
        </p>
        {cyberDisputeEventsFor(finding.dispute_status, 'CUSTOMER').includes('DISPUTE') ? (
          <div>
            <Button
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'cyber.dispute.openFor' }, { finding: finding.title })}
              onClick={onDispute}
            >
              <FormattedMessage id="cyber.dispute.open" />
            </Button>
          </div>
        ) : (
          <Stack gap={1}>
            <div>{badge(finding.dispute_status, `cyber.dispute.status.${finding.dispute_status}`)}</div>
            {finding.dispute_reason && (
              <p className="ui-muted">
                <FormattedMessage id="cyber.dispute.yourReason" values={{ reason: finding.dispute_reason }} />
              </p>
            )}
            {finding.ruling_note && (
              <p>
                <FormattedMessage id="cyber.dispute.note" values={{ note: finding.ruling_note }} />
              </p>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
