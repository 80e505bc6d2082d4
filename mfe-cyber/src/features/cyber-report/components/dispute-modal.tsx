import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, TextAreaField } from '@platform/ui';
import { FormError } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import type { FieldProblem } from '@platform/domain';
import { useDisputeFinding, type CyberFindingView } from '../api/cyber-report';

interface DisputeValues {
  reason: string;
}

const disputeProblems = ({ reason }: DisputeValues): FieldProblem[] =>
  reason.trim() ? [] : [{ field: 'reason', code: 'REQUIRED' }];

/** The customer says why a finding is a false positive; operations will accept or reject it. */
export function DisputeModal({
  reportId,
  finding,
  onClose,
}: {
  reportId: string;
  finding: CyberFindingView;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispute = useDisputeFinding(reportId);
  const form = usePlatformForm<DisputeValues>({
    defaultValues: { reason: '' },
    rules: disputeProblems,
    warnOnLeave: false,
  });
  const onSubmit = form.submit(async ({ reason }) => {
    await dispute.mutateAsync({ findingId: finding.id, version: finding.version, reason: reason.trim() });
    onClose();
  });
  return (
    <Modal open title={intl.formatMessage({ id: 'cyber.dispute.title' })} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <p>{finding.title}</p>
        <FormError code={form.formError} />
        <TextAreaField
          label={intl.formatMessage({ id: 'cyber.dispute.reason' })}
          required
          maxLength={1000}
          {...form.field('reason')}
        />
        <div className="ui-actions">
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="cyber.dispute.send" />
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            <FormattedMessage id="cyber.dispute.cancel" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
