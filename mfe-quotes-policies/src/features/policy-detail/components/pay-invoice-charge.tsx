import { useText } from '@platform/i18n';
import { Section, Stack, TextAreaField, TextField } from '@platform/ui';
import type { InvoiceCharge } from '../api/open-invoice-charge';
import { CopyButton } from './copy-button';
import { PayInvoiceTransfer } from './pay-invoice-transfer';

/**
 * The charge's ways to pay, its country's: in reais the Pix QR code and code and the boleto line;
 * elsewhere the SPEI or ACH transfer, or PSE (pay-invoice-transfer.tsx). Each value copied with one press.
 */
export function PayInvoiceCharge({ number, charge }: { number: string; charge: InvoiceCharge }) {
  const text = useText();
  return (
    <Stack gap={4}>
      {charge.pix_code && charge.pix_qr_svg && (
        <Section title={text('pay.pix.title')} description={text('pay.pix.text')}>
          <Stack gap={3}>
            {/* The QR code is the API's SVG drawn as an image: no markup of it enters the page. */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(charge.pix_qr_svg)}`}
              alt={text('pay.pix.qr', { number })}
              width={200}
              height={200}
            />
            <TextAreaField label={text('pay.pix.code')} value={charge.pix_code} readOnly rows={3} />
            <CopyButton label={text('pay.pix.copy')} value={charge.pix_code} />
          </Stack>
        </Section>
      )}
      {charge.boleto_line && (
        <Section title={text('pay.boleto.title')} description={text('pay.boleto.text')}>
          <Stack gap={3}>
            <TextField label={text('pay.boleto.line')} value={charge.boleto_line} readOnly />
            <CopyButton label={text('pay.boleto.copy')} value={charge.boleto_line} />
          </Stack>
        </Section>
      )}
      {charge.transfer && <PayInvoiceTransfer transfer={charge.transfer} />}
      {/* PSE's redirect already goes to the development bank's page. */}
      {charge.pay_url && charge.transfer?.method !== 'PSE' && (
        <a className="ui-button ui-button--secondary" href={charge.pay_url} target="_blank" rel="noreferrer">
          {text('pay.devBank')}
        </a>
      )}
    </Stack>
  );
}
