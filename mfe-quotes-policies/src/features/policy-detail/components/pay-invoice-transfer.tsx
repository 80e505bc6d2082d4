import { formatClabe, type BankTransfer } from '@platform/domain';
import { useText } from '@platform/i18n';
import { Section, Stack } from '@platform/ui';
import { CopyField } from './copy-button';

/**
 * An invoice outside Brazil paid by its country's method (issue 28): the SPEI transfer to send
 * (CLABE, numeric reference, concept), the ACH transfer (routing and account numbers, reference),
 * or PSE, which takes the customer to choose their bank and brings them back to the policy.
 */
export function PayInvoiceTransfer({ transfer }: { transfer: BankTransfer }) {
  const text = useText();
  if (transfer.method === 'PSE')
    return (
      <Section title={text('pay.pse.title')} description={text('pay.pse.text')}>
        <a className="ui-button ui-button--primary" href={transfer.bank_url}>
          {text('pay.pse.go')}
        </a>
      </Section>
    );
  if (transfer.method === 'SPEI')
    return (
      <Section title={text('pay.spei.title')} description={text('pay.spei.text')}>
        <Stack gap={3}>
          <p>{text('pay.beneficiary', { beneficiary: transfer.beneficiary, bank: transfer.bank })}</p>
          <CopyField
            label={text('pay.spei.clabe')}
            copy={text('pay.spei.clabe.copy')}
            value={transfer.clabe}
            shown={formatClabe(transfer.clabe)}
          />
          <CopyField
            label={text('pay.spei.reference')}
            copy={text('pay.spei.reference.copy')}
            value={transfer.reference}
          />
          <CopyField label={text('pay.spei.concept')} copy={text('pay.spei.concept.copy')} value={transfer.concept} />
        </Stack>
      </Section>
    );
  return (
    <Section title={text('pay.ach.title')} description={text('pay.ach.text')}>
      <Stack gap={3}>
        <p>{text('pay.beneficiary', { beneficiary: transfer.beneficiary, bank: transfer.bank })}</p>
        <CopyField
          label={text('pay.ach.routing')}
          copy={text('pay.ach.routing.copy')}
          value={transfer.routing_number}
        />
        <CopyField
          label={text('pay.ach.account')}
          copy={text('pay.ach.account.copy')}
          value={transfer.account_number}
        />
        <CopyField label={text('pay.ach.reference')} copy={text('pay.ach.reference.copy')} value={transfer.reference} />
      </Stack>
    </Section>
  );
}
