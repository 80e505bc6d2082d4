import {
  businessToday,
  invoicePaymentMethods,
  isManualPaymentMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { FormError, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, Modal, SelectField, TextField } from '@platform/ui';
import { formatMoney } from '../../../lib/format-money';
import type { OpenInvoice } from '../api/list-open-invoices';
import { useRecordPayment } from '../api/record-payment';

interface Values {
  method: PaymentMethod;
  paid_on: string;
}

/**
 * The confirmation before recording a payment received: what is being confirmed (amount, company,
 * invoice, due date), how and when it was paid. The invoice's version goes with it, so a change
 * since the queue was read (the weekly job marked it late) is refused and said so.
 */
export function RecordPaymentModal({
  invoice,
  onClose,
  onRecorded,
}: {
  invoice: OpenInvoice;
  onClose: () => void;
  onRecorded: (invoice: OpenInvoice) => void;
}) {
  const { locale } = usePlatform();
  const today = () => businessToday(locale.country);
  const record = useRecordPayment(invoice.id);
  // A card or debit anywhere, and the invoice's country's own methods (Pix first in Brazil, as before).
  const methods = PAYMENT_METHODS.filter((method) => isManualPaymentMethod(method, invoice.currency));
  const form = usePlatformForm<Values>({
    defaultValues: { method: invoicePaymentMethods(invoice.currency)[0] ?? 'CARD', paid_on: today() },
    warnOnLeave: false,
  });
  const text = useText();
  const submit = form.submit(async (values) => {
    const saved = await record.mutateAsync({
      version: invoice.version,
      method: values.method,
      paid_on: values.paid_on,
    });
    onRecorded(saved);
  });

  return (
    <Modal
      open
      title={text('opsPayments.modal.title', { number: invoice.number })}
      onClose={onClose}
      describedBy="record-payment-summary"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            {text('opsPayments.modal.cancel')}
          </Button>
          <Button type="submit" form="record-payment-form" loading={form.busy}>
            {text('opsPayments.modal.confirm')}
          </Button>
        </>
      }
    >
      <form id="record-payment-form" noValidate onSubmit={(event) => void submit(event)}>
        <p id="record-payment-summary">
          {text('opsPayments.modal.body', {
            amount: formatMoney(invoice.amount, invoice.currency, locale),
            company: invoice.company_name,
            number: invoice.number,
            due: formatDate(invoice.due_date, locale),
          })}
        </p>
        {invoice.instalment === 1 && invoice.policy_status !== 'ACTIVE' && <p>{text('opsPayments.modal.firstNote')}</p>}
        <SelectField label={text('opsPayments.modal.method')} {...form.select('method')}>
          {methods.map((method) => (
            <option key={method} value={method}>
              {text(`opsPayments.method.${method}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          type="date"
          label={text('opsPayments.modal.paidOn')}
          max={today()}
          required
          {...form.field('paid_on', { required: 'opsPayments.modal.paidOnRequired' })}
        />
        <FormError code={form.formError} />
      </form>
    </Modal>
  );
}
