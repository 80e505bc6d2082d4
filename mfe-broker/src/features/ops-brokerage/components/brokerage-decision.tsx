import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, Cluster, ConfirmModal, Modal, Stack, TextAreaField } from '@platform/ui';
import { useDecideBrokerage } from '../api/decide-brokerage';

const REASON_MAX = 1000;

/**
 * Approve or refuse a brokerage that sent its registration. Both ask first; a refusal needs the
 * reason, which is mailed to the broker. A refusal of the API (say, decided meanwhile) shows in the
 * dialog that caused it (approve: the kit's toast; refuse: the form).
 */
export function BrokerageDecision({ brokerage }: { brokerage: { id: string; legal_name: string } }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<'approve' | 'refuse' | null>(null);
  const decide = useDecideBrokerage(brokerage.id);
  const approve = () => decide.mutate({ decision: 'approve' }, { onSettled: () => setOpen(null) });
  return (
    <Stack gap={3}>
      <p>{text('broker.ops.decision.text')}</p>
      <Cluster>
        <Button variant="primary" onClick={() => setOpen('approve')}>
          {text('broker.ops.decision.approve')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('refuse')}>
          {text('broker.ops.decision.refuse')}
        </Button>
      </Cluster>
      <ConfirmModal
        open={open === 'approve'}
        title={text('broker.ops.decision.approveTitle', { name: brokerage.legal_name })}
        body={<p>{text('broker.ops.decision.approveText')}</p>}
        confirmLabel={text('broker.ops.decision.approve')}
        cancelLabel={text('broker.ops.decision.cancel')}
        busy={decide.isPending}
        onConfirm={approve}
        onCancel={() => setOpen(null)}
      />
      {open === 'refuse' && <RefuseModal brokerage={brokerage} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

function RefuseModal({ brokerage, onClose }: { brokerage: { id: string; legal_name: string }; onClose: () => void }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const decide = useDecideBrokerage(brokerage.id);
  const form = usePlatformForm<{ reason: string }>({ defaultValues: { reason: '' }, warnOnLeave: false });
  const submit = form.submit(async ({ reason }) => {
    await decide.mutateAsync({ decision: 'refuse', reason: reason.trim() });
    onClose();
  });
  return (
    <Modal
      open
      title={text('broker.ops.decision.refuseTitle', { name: brokerage.legal_name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {text('broker.ops.decision.cancel')}
          </Button>
          <Button type="submit" form="refuse-brokerage-form" variant="danger" loading={form.busy}>
            {text('broker.ops.decision.refuse')}
          </Button>
        </>
      }
    >
      <form id="refuse-brokerage-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{text('broker.ops.decision.refuseText')}</p>
        <TextAreaField
          label={text('broker.ops.decision.reason')}
          maxLength={REASON_MAX}
          rows={4}
          required
          {...form.field('reason', {
            validate: (value) => value.trim() !== '' || 'broker.ops.decision.reasonRequired',
          })}
        />
        <FormError code={form.formError} />
      </form>
    </Modal>
  );
}
