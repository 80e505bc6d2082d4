import { useState } from 'react';
import { Link } from 'react-router';
import { shownPaymentStatus } from '@platform/domain';
import { formatCountry, formatDate, useText } from '@platform/i18n';
import { FilterSelect, QueryList, QueueFilters, usePlatform, useQueueFilter } from '@platform/remote-kit';
import { CircleCheckBig } from 'lucide-react';
import { Button, EmptyState, Notice, Page, StatusBadge, Table } from '@platform/ui';
import { formatMoney } from '../../lib/format-money';
import { useOpenInvoices, type InvoiceFilter, type OpenInvoice } from './api/list-open-invoices';
import { RecordPaymentModal } from './components/record-payment-modal';

const FILTERS = ['PENDING', 'LATE'] as const;

/**
 * ops/payments: the open invoices of every policy, the earliest due first (docs/payments.md), with
 * the due date, policy, account, amount and status; filter pending or late (in the URL). Operations
 * record a payment received after a confirmation; the first instalment activates the policy. The
 * queue refreshes live when another operator records one.
 */
export function PaymentsQueue() {
  const { locale } = usePlatform();
  const [status, setStatus] = useQueueFilter('status', FILTERS);
  const filter: InvoiceFilter = status ? { status } : {};
  const invoices = useOpenInvoices(filter);
  const [recording, setRecording] = useState<OpenInvoice | null>(null);
  const [recorded, setRecorded] = useState<OpenInvoice | null>(null);
  const text = useText();

  return (
    <Page
      width="wide"
      title={text('opsPayments.title')}
      titleId="ops-payments-title"
      description={text('opsPayments.subtitle')}
      before={
        <p>
          <Link to="/ops">{text('opsPayments.back')}</Link>
        </p>
      }
    >
      <QueueFilters label={text('opsPayments.filters')}>
        <FilterSelect
          label={text('opsPayments.filter.status')}
          value={status}
          values={FILTERS}
          optionLabel={(value) => text(`opsPayments.filter.${value}`)}
          allLabel={text('opsPayments.filter.all')}
          onChange={setStatus}
        />
      </QueueFilters>
      {recorded && (
        <div role="status">
          <Notice
            type="success"
            title={text(
              recorded.instalment === 1 && recorded.policy_status === 'ACTIVE'
                ? 'opsPayments.recordedActive'
                : 'opsPayments.recorded',
              { number: recorded.number, policy: recorded.policy_number },
            )}
          />
        </div>
      )}
      <QueryList
        query={invoices}
        items={(data) => data.items}
        empty={
          <EmptyState
            icon={<CircleCheckBig size={40} strokeWidth={1.5} />}
            title={text('opsPayments.empty.title')}
            text={text('opsPayments.empty.text')}
          />
        }
      >
        {(items) => (
          <Table
            caption={text('opsPayments.caption')}
            columns={[
              { key: 'invoice', header: text('opsPayments.col.invoice'), kind: 'code' },
              { key: 'due', header: text('opsPayments.col.due'), kind: 'date' },
              { key: 'policy', header: text('opsPayments.col.policy') },
              { key: 'company', header: text('opsPayments.col.company') },
              { key: 'amount', header: text('opsPayments.col.amount'), kind: 'money' },
              { key: 'status', header: text('opsPayments.col.status') },
              { key: 'action', header: text('opsPayments.col.action'), kind: 'action' },
            ]}
            rows={items.map((invoice) => {
              const shown = shownPaymentStatus(invoice.status);
              return {
                key: invoice.id,
                cells: {
                  invoice: invoice.number,
                  due: formatDate(invoice.due_date, locale),
                  policy: (
                    <span>
                      {invoice.policy_number} <small>{text(`product.${invoice.product}`)}</small>
                    </span>
                  ),
                  company: (
                    <span>
                      {invoice.company_name} <small>{formatCountry(invoice.country, locale)}</small>
                    </span>
                  ),
                  amount: formatMoney(invoice.amount, invoice.currency, locale),
                  status: <StatusBadge status={shown} label={text(`payment.status.${shown}`)} />,
                  action: (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setRecorded(null);
                        setRecording(invoice);
                      }}
                      aria-label={text('opsPayments.recordLabel', { number: invoice.number })}
                    >
                      {text('opsPayments.record')}
                    </Button>
                  ),
                },
              };
            })}
          />
        )}
      </QueryList>
      {recording && (
        <RecordPaymentModal
          invoice={recording}
          onClose={() => setRecording(null)}
          onRecorded={(saved) => {
            setRecording(null);
            setRecorded(saved);
          }}
        />
      )}
    </Page>
  );
}
