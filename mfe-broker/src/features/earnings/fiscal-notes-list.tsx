import { Link, useLocation } from 'react-router';
import { fiscalNoteEventsFor } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { FileText } from 'lucide-react';
import { EmptyState, Notice, Page } from '@platform/ui';
import { BackLink } from '../../components/back-link';
import { StatementsTable } from '../../components/statements-table';
import { useStatements } from './api/list-statements';
import { EarningsFallback } from './components/earnings-fallback';

/**
 * broker/earnings/list-fiscal-note (issue 23 item 5): every commission statement operations issued
 * with its fiscal note's status (pending, waiting approval, approved, needs action with the reason)
 * and the way to send or resend the NFS-e where the brokerage may.
 */
export function FiscalNotesList() {
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
      <QueryList
        query={statements}
        items={(data) => data.items}
        fallback={<EarningsFallback query={statements} />}
        empty={
          <EmptyState
            icon={<FileText size={40} strokeWidth={1.5} />}
            title={text('fiscalNotes.empty.title')}
            text={text('fiscalNotes.empty.text')}
          />
        }
      >
        {(items) => (
          <StatementsTable
            caption={text('fiscalNotes.caption')}
            statements={items}
            showReason
            note={(statement) =>
              statement.note
                ? text('fiscalNotes.noteSent', {
                    name: statement.note.number ? `NFS-e ${statement.note.number}` : statement.note.file_name,
                    date: formatDate(statement.note.sent_at, locale),
                  })
                : '—'
            }
            action={(statement, name) =>
              fiscalNoteEventsFor(statement.note_status, 'BROKER').includes('SEND') ? (
                <Link
                  className="ui-button ui-button--secondary"
                  to={`/broker/earnings/send-fiscal-note?statement=${statement.id}`}
                  aria-label={text(
                    statement.note_status === 'NEEDS_ACTION' ? 'fiscalNotes.resendLabel' : 'fiscalNotes.sendLabel',
                    { statement: name },
                  )}
                >
                  {text(statement.note_status === 'NEEDS_ACTION' ? 'fiscalNotes.resend' : 'fiscalNotes.send')}
                </Link>
              ) : null
            }
          />
        )}
      </QueryList>
    </Page>
  );
}
