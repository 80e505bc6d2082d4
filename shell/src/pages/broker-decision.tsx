import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '@platform/api-client';
import { errorCodeOf, unwrap } from '@platform/api-client';
import { Button, ConfirmModal, TextField } from '@platform/ui';

type Decision = 'approve' | 'refuse';

/**
 * Approve or refuse one brokerage that sent its registration. Both ask first; a refusal needs the
 * reason, which is mailed to the broker. `onDecided` reloads the queue.
 */
export function BrokerDecision({
  api,
  brokerage,
  onDecided,
}: {
  api: ApiClient;
  brokerage: { id: string; legal_name: string };
  onDecided: () => void;
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(null);
    setProblem(null);
  };
  const decide = async () => {
    if (open === 'refuse' && !reason.trim()) return setProblem(text('shell.ops.brokers.reasonRequired'));
    setBusy(true);
    try {
      const params = { path: { id: brokerage.id } };
      await unwrap(
        open === 'approve'
          ? api.POST('/v3/operations/brokers/{id}/approve', { params })
          : api.POST('/v3/operations/brokers/{id}/refuse', { params, body: { reason: reason.trim() } }),
      );
      close();
      onDecided();
    } catch (error) {
      // The reason typed stays: only the error is new.
      setProblem(text(`error.${errorCodeOf(error)}`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="primary" onClick={() => setOpen('approve')}>
        {text('shell.ops.brokers.approve')}
      </Button>{' '}
      <Button variant="secondary" onClick={() => setOpen('refuse')}>
        {text('shell.ops.brokers.refuse')}
      </Button>
      <ConfirmModal
        open={open !== null}
        title={text(open === 'refuse' ? 'shell.ops.brokers.refuseTitle' : 'shell.ops.brokers.approveTitle', {
          name: brokerage.legal_name,
        })}
        body={
          <>
            <p>{text(open === 'refuse' ? 'shell.ops.brokers.refuseText' : 'shell.ops.brokers.approveText')}</p>
            {open === 'refuse' && (
              <TextField
                label={text('shell.ops.brokers.reason')}
                required
                value={reason}
                maxLength={1000}
                onChange={(event) => setReason(event.target.value)}
                error={problem ?? undefined}
              />
            )}
            {open === 'approve' && problem && <p role="alert">{problem}</p>}
          </>
        }
        confirmLabel={text(open === 'refuse' ? 'shell.ops.brokers.refuse' : 'shell.ops.brokers.approve')}
        cancelLabel={text('common.cancel')}
        danger={open === 'refuse'}
        busy={busy}
        onConfirm={() => void decide()}
        onCancel={close}
      />
    </>
  );
}
