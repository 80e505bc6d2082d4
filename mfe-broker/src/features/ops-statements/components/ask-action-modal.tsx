import { FISCAL_NOTE_REASON_MAX } from '@platform/domain';
import { FormError } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, Modal, TextAreaField } from '@platform/ui';
import type { OpsStatement } from '../api/list-statements';
import { useDecideNote } from '../api/statement-actions';
import { useText } from '@platform/i18n';

/** Asks the brokerage to act on its note: the reason is what the broker reads beside the resend. */
export function AskActionModal({
  statement,
  name,
  onClose,
  onAsked,
}: {
  statement: OpsStatement;
  name: string;
  onClose: () => void;
  onAsked: () => void;
}) {
  const decide = useDecideNote();
  const form = usePlatformForm<{ reason: string }>({ defaultValues: { reason: '' }, warnOnLeave: false });
  const text = useText();
  const submit = form.submit(async ({ reason }) => {
    await decide.mutateAsync({ id: statement.id, decision: 'ASK_ACTION', reason, version: statement.version });
    onAsked();
  });
  return (
    <Modal
      open
      title={text('opsStatements.ask.title', { broker: statement.broker_name, statement: name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {text('opsStatements.ask.cancel')}
          </Button>
          <Button type="submit" form="ask-action-form" loading={form.busy}>
            {text('opsStatements.ask.confirm')}
          </Button>
        </>
      }
    >
      <form id="ask-action-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField
          label={text('opsStatements.ask.reason')}
          maxLength={FISCAL_NOTE_REASON_MAX}
          rows={4}
          required
          {...form.field('reason', {
            required: 'opsStatements.ask.reasonRequired',
            validate: (value) => value.trim() !== '' || 'opsStatements.ask.reasonRequired',
          })}
        />
        <FormError code={form.formError} />
      </form>
    </Modal>
  );
}
