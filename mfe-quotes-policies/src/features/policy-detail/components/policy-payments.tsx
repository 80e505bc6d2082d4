import { useState } from 'react';
import { shownPaymentStatus } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { Receipt } from 'lucide-react';
import { Button, Cluster, EmptyState, Notice, Section, StatusBadge, Table } from '@platform/ui';
import { formatMoney } from '../../../lib/format-money';
import { downloadInvoice } from '../api/download-invoice';
import { usePolicyInvoices, type PolicyInvoice } from '../api/list-policy-invoices';
import { PayInvoice } from './pay-invoice';

/**
 * The policy's payments table (spec: invoice, due date, amount, download): one row per instalment
 * with its status (IN_QUEUE shows as pending) and its PDF. Refreshed live when a payment is
 * recorded; the statuses themselves are brought up to date weekly.
 */
export function PolicyPayments({ policyId }: { policyId: string }) {
  const { api, locale } = usePlatform();
  const invoices = usePolicyInvoices(policyId);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const text = useText();

  const download = async (invoice: PolicyInvoice) => {
    setBusy(invoice.id);
    setFailed(false);
    try {
      const pdf = await downloadInvoice(api, policyId, invoice.id, locale.language);
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `invoice-${invoice.number}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title={text('payments.title')} description={text('payments.weekly')}>
      <QueryList
        query={invoices}
        items={(data) => data.items}
        empty={
          <EmptyState
            icon={<Receipt size={40} strokeWidth={1.5} />}
            title={text('payments.empty.title')}
            text={text('payments.empty.text')}
          />
        }
      >
        {(items) => (
          <Table
            caption={text('payments.caption')}
            columns={[
              { key: 'invoice', header: text('payments.invoice') },
              { key: 'due', header: text('payments.dueDate'), kind: 'date' },
              { key: 'amount', header: text('payments.amount'), kind: 'money' },
              { key: 'status', header: text('payments.status') },
              { key: 'download', header: text('pay.column'), kind: 'action' },
            ]}
            rows={items.map((invoice) => {
              const shown = shownPaymentStatus(invoice.status);
              return {
                key: invoice.id,
                cells: {
                  invoice: (
                    <span data-testid="invoice-number">
                      {invoice.number} <small>{text('payments.instalment', { n: invoice.instalment })}</small>
                    </span>
                  ),
                  due: formatDate(invoice.due_date, locale),
                  amount: formatMoney(invoice.amount, invoice.currency, locale),
                  status: <StatusBadge status={shown} label={text(`payment.status.${shown}`)} />,
                  download: (
                    <Cluster gap={2}>
                      <PayInvoice policyId={policyId} invoice={invoice} />
                      <Button
                        variant="secondary"
                        loading={busy === invoice.id}
                        onClick={() => void download(invoice)}
                        aria-label={text('payments.downloadLabel', { number: invoice.number })}
                      >
                        {text('payments.download')}
                      </Button>
                    </Cluster>
                  ),
                },
              };
            })}
          />
        )}
      </QueryList>
      {failed && <Notice type="error" title={text('payments.downloadFailed')} />}
    </Section>
  );
}
