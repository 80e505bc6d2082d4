import { useState } from 'react';
import { formatBoletoLine, invoicePaymentMethods } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { Button, Modal, Notice, Stack } from '@platform/ui';
import { formatMoney } from '../../../lib/format-money';
import { useInvoiceCharge } from '../api/open-invoice-charge';
import type { PolicyInvoice } from '../api/list-policy-invoices';
import { PayInvoiceCharge } from './pay-invoice-charge';

/**
 * "Pay" on an open invoice of the payments table: a modal with its country's methods (the Pix QR
 * code and copy-and-paste code and the boleto line in reais; SPEI, PSE or ACH elsewhere). The invoice comes from the table's query, which a live
 * update refetches when the provider's webhook records the payment, so the modal says "paid" by
 * itself while the customer pays in their bank's app.
 */
export function PayInvoice({ policyId, invoice }: { policyId: string; invoice: PolicyInvoice }) {
  const [open, setOpen] = useState(false);
  const text = useText();
  // Only where the invoice's country has a method to pay online; a paid invoice keeps an open modal, which then says so.
  const payable = invoice.status !== 'PAID' && invoicePaymentMethods(invoice.currency).length > 0;
  return (
    <>
      {payable && (
        <Button onClick={() => setOpen(true)} aria-label={text('pay.buttonLabel', { number: invoice.number })}>
          {text('pay.button')}
        </Button>
      )}
      {open && <PayInvoiceModal policyId={policyId} invoice={invoice} onClose={() => setOpen(false)} />}
    </>
  );
}

function PayInvoiceModal({
  policyId,
  invoice,
  onClose,
}: {
  policyId: string;
  invoice: PolicyInvoice;
  onClose: () => void;
}) {
  const { locale } = usePlatform();
  const text = useText();
  const paid = invoice.status === 'PAID';
  const charge = useInvoiceCharge(policyId, invoice.id);
  return (
    <Modal
      open
      title={text('pay.title', { number: invoice.number })}
      onClose={onClose}
      describedBy="pay-invoice-summary"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {text('pay.close')}
        </Button>
      }
    >
      <Stack gap={4}>
        <p id="pay-invoice-summary">
          {text('pay.summary', {
            amount: formatMoney(invoice.amount, invoice.currency, locale),
            due: formatDate(invoice.due_date, locale),
          })}
        </p>
        {paid ? (
          <Notice type="success" title={text('pay.paid')} />
        ) : charge.status === 'success' ? (
          <>
            <PayInvoiceCharge
              number={invoice.number}
              charge={{
                ...charge.data,
                boleto_line: charge.data.boleto_line && formatBoletoLine(charge.data.boleto_line),
              }}
            />
            <p role="status">{text('pay.waiting')}</p>
          </>
        ) : (
          <QueryFallback query={charge} />
        )}
      </Stack>
    </Modal>
  );
}
