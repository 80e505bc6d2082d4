import { FormattedMessage, useIntl } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import { Button, Modal } from '@platform/ui';
import { FormError } from '@platform/remote-kit';
import { useCancelCyberRequest } from './api/cancel-cyber-request';

/** Asks before cancelling an assessment request: once cancelled, nothing more is scheduled for it. */
export function CancelRequestModal({
  request,
  onClose,
}: {
  request: { id: string; version: number; main_domain: string };
  onClose: () => void;
}) {
  const intl = useIntl();
  const cancel = useCancelCyberRequest();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'cyber.cancel.title' })}
      onClose={onClose}
      describedBy="cyber-cancel-text"
      footer={
        <div className="ui-actions">
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ id: request.id, version: request.version }, { onSuccess: onClose })}
          >
            <FormattedMessage id="cyber.cancel.confirm" />
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="cyber.cancel.keep" />
          </Button>
        </div>
      }
    >
      <p id="cyber-cancel-text">
        <FormattedMessage id="cyber.cancel.text" values={{ domain: request.main_domain }} />
      </p>
      <FormError code={cancel.isError ? errorCodeOf(cancel.error) : null} />
    </Modal>
  );
}
