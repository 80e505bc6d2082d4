import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FiscalNoteStatus } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { StatusBadge, Table, type TableColumn } from '@platform/ui';
import { money, NOTE_TONES, statementName } from '../lib/earnings-labels';

/** What both sides read of a commission statement (the brokerage's list and operations' queue). */
interface StatementRow {
  id: string;
  period: string;
  sequence: number;
  amount: string;
  currency: string;
  note_status: FiscalNoteStatus;
  note_reason: string | null;
  paid_at: string | null;
}

/**
 * The commission statements as one table, the same columns and cells for the brokerage
 * (`broker/earnings/list-fiscal-note`) and for operations (`ops/brokers/statements`): its month,
 * amount, the note sent, the note's status with the payment date, and what the reader may do. Each
 * side gives what differs: a leading column (operations name the brokerage), the note's cell, the
 * actions, and whether the reason operations gave for "needs action" is shown under the status.
 */
export function StatementsTable<S extends StatementRow>({
  caption,
  statements,
  lead,
  note,
  action,
  showReason = false,
}: {
  caption: string;
  statements: readonly S[];
  lead?: { header: string; cell: (statement: S) => ReactNode };
  note: (statement: S, name: string) => ReactNode;
  action: (statement: S, name: string) => ReactNode;
  showReason?: boolean;
}) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const text = useText();
  const columns: TableColumn[] = [
    ...(lead ? [{ key: 'lead', header: lead.header }] : []),
    { key: 'statement', header: text('fiscalNotes.col.statement') },
    { key: 'amount', header: text('fiscalNotes.col.amount'), kind: 'money' },
    { key: 'note', header: text('fiscalNotes.col.note') },
    { key: 'status', header: text('fiscalNotes.col.status') },
    { key: 'action', header: text('fiscalNotes.col.action'), kind: 'action' },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={statements.map((statement) => {
        const name = statementName(intl, locale, statement);
        return {
          key: statement.id,
          cells: {
            ...(lead ? { lead: lead.cell(statement) } : {}),
            statement: name,
            amount: money(statement.amount, statement.currency, locale),
            note: note(statement, name),
            status: (
              <>
                <StatusBadge
                  status={statement.note_status}
                  tone={NOTE_TONES[statement.note_status]}
                  label={text(`fiscalNotes.status.${statement.note_status}`)}
                />
                {statement.paid_at && (
                  <p className="ui-muted">
                    {text('fiscalNotes.paidOn', { date: formatDate(statement.paid_at, locale) })}
                  </p>
                )}
                {showReason && statement.note_status === 'NEEDS_ACTION' && statement.note_reason && (
                  <p className="ui-multiline">{statement.note_reason}</p>
                )}
              </>
            ),
            action: action(statement, name),
          },
        };
      })}
    />
  );
}
