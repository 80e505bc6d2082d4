import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { fiscalNoteEventsFor } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { FileText } from 'lucide-react';
import { EmptyState, Notice, Page, StatusBadge, Table } from '@platform/ui';
import { BackLink } from '../../components/back-link';
import { useStatements } from './api/list-statements';
import { EarningsFallback } from './components/earnings-fallback';
import { money, NOTE_TONES, statementName } from '../../lib/earnings-labels';

/**
 * broker/earnings/list-fiscal-note (issue 23 item 5): every commission statement operations issued
 * with its fiscal note's status (pending, waiting approval, approved, needs action with the reason)
 * and the way to send or resend the NFS-e where the brokerage may.
 */
export function FiscalNotesList() {
  const intl = useIntl();
  const { locale } = usePlatform();
  const statements = useStatements();
  const sent = (useLocation().state as { sent?: string } | null)?.sent;
  const text = useText();
  return (
    <Page
      width="wide"
      title={text('fiscalNotes.title')}
      titleId="fiscal-notes-title"
      description={text('fiscalNotes.subtitle')}
      before={<BackLink to="/broker/earnings/home">{text('earnings.back')}</BackLink>}
    >
      {sent && (
        <div role="status">
          <Notice type="success" title={text('fiscalNotes.sent', { statement: sent })} />
        </div>
      )}
      {statements.status === 'error' ? (
        <EarningsFallback query={statements} />
      ) : (
        <QueryList
          query={statements}
          items={(data) => data.items}
          empty={
            <EmptyState
              icon={<FileText size={40} strokeWidth={1.5} />}
              title={text('fiscalNotes.empty.title')}
              text={text('fiscalNotes.empty.text')}
            />
          }
        >
          {(items) => (
            <Table
              caption={text('fiscalNotes.caption')}
              columns={[
                { key: 'statement', header: text('fiscalNotes.col.statement') },
                { key: 'amount', header: text('fiscalNotes.col.amount'), kind: 'money' },
                { key: 'note', header: text('fiscalNotes.col.note') },
                { key: 'status', header: text('fiscalNotes.col.status') },
                { key: 'action', header: text('fiscalNotes.col.action'), kind: 'action' },
              ]}
              rows={items.map((statement) => {
                const name = statementName(intl, locale, statement);
                const canSend = fiscalNoteEventsFor(statement.note_status, 'BROKER').includes('SEND');
                return {
                  key: statement.id,
                  cells: {
                    statement: name,
                    amount: money(statement.amount, statement.currency, locale),
                    note: statement.note
                      ? text('fiscalNotes.noteSent', {
                          name: statement.note.number ? `NFS-e ${statement.note.number}` : statement.note.file_name,
                          date: formatDate(statement.note.sent_at, locale),
                        })
                      : '—',
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
                        {statement.note_status === 'NEEDS_ACTION' && statement.note_reason && (
                          <p className="ui-multiline">{statement.note_reason}</p>
                        )}
                      </>
                    ),
                    action: canSend ? (
                      <Link
                        className="ui-button ui-button--secondary"
                        to={`/broker/earnings/send-fiscal-note?statement=${statement.id}`}
                        aria-label={text(
                          statement.note_status === 'NEEDS_ACTION'
                            ? 'fiscalNotes.resendLabel'
                            : 'fiscalNotes.sendLabel',
                          { statement: name },
                        )}
                      >
                        {text(statement.note_status === 'NEEDS_ACTION' ? 'fiscalNotes.resend' : 'fiscalNotes.send')}
                      </Link>
                    ) : null,
                  },
                };
              })}
            />
          )}
        </QueryList>
      )}
    </Page>
  );
}
