import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Cluster, Section, Stack, TextAreaField, TextField } from '@platform/ui';
import type { InvoiceCharge } from '../api/open-invoice-charge';
import { useText } from '@platform/i18n';

/** The charge's two ways to pay: the Pix QR code and code, the boleto line; each copied with one press. */
export function PayInvoiceCharge({ number, charge }: { number: string; charge: InvoiceCharge }) {
  const text = useText();
  // The QR code is the API's SVG drawn as an image: no markup of it enters the page.
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(charge.pix_qr_svg)}`;
  return (
    <Stack gap={4}>
      <Section title={text('pay.pix.title')} description={text('pay.pix.text')}>
        <Stack gap={3}>
          <img src={qr} alt={text('pay.pix.qr', { number })} width={200} height={200} />
          <TextAreaField label={text('pay.pix.code')} value={charge.pix_code} readOnly rows={3} />
          <CopyButton label={text('pay.pix.copy')} value={charge.pix_code} />
        </Stack>
      </Section>
      <Section title={text('pay.boleto.title')} description={text('pay.boleto.text')}>
        <Stack gap={3}>
          <TextField label={text('pay.boleto.line')} value={charge.boleto_line} readOnly />
          <CopyButton label={text('pay.boleto.copy')} value={charge.boleto_line} />
        </Stack>
      </Section>
      {charge.pay_url && (
        <a className="ui-button ui-button--secondary" href={charge.pay_url} target="_blank" rel="noreferrer">
          {text('pay.devBank')}
        </a>
      )}
    </Stack>
  );
}

function CopyButton({ label, value }: { label: string; value: string }) {
  const intl = useIntl();
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid('copied');
    } catch {
      setSaid('failed');
    }
  };
  return (
    <Cluster gap={2} align="center">
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status">
        {said === 'copied'
          ? intl.formatMessage({ id: 'pay.copied' })
          : said === 'failed'
            ? intl.formatMessage({ id: 'pay.copyFailed' })
            : ''}
      </span>
    </Cluster>
  );
}
