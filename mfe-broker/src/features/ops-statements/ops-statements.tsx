import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FISCAL_NOTE_STATUSES, fiscalNoteEventsFor, isStatementPayable } from '@platform/domain';
import { useText } from '@platform/i18n';
import { FilterSelect, QueryList, QueueFilters, usePlatform, useQueueFilter } from '@platform/remote-kit';
import { ReceiptText } from 'lucide-react';
import { Button, Cluster, EmptyState, Notice, Page } from '@platform/ui';
import { StatementsTable } from '../../components/statements-table';
import { money, statementName } from '../../lib/earnings-labels';
import { downloadFiscalNote, useOpsStatements, type OpsStatement } from './api/list-statements';
import { useDecideNote, usePayStatement } from './api/statement-actions';
import { AskActionModal } from './components/ask-action-modal';
import { IssueStatementForm, type IssuedStatement } from './components/issue-statement-form';

/**
 * ops/brokers/statements (issue 23 item 5): operations issue a brokerage's commission statement of
 * a month, read the fiscal note sent for it (the figures the API read from the XML, or the PDF to
 * download), approve it or ask the brokerage to act with a reason, and record the payment. Each
 * action carries the version read; a refusal is said in the user's language.
 */
export function OpsStatements() {
  const intl = useIntl();
  const { locale, api } = usePlatform();
  const [status, setStatus] = useQueueFilter('status', FISCAL_NOTE_STATUSES);
  const statements = useOpsStatements(status ? { note_status: status } : {});
  const decide = useDecideNote();
  const pay = usePayStatement();
  const [asking, setAsking] = useState<OpsStatement | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const text = useText();
  const nameOf = (statement: { period: string; sequence: number }) => statementName(intl, locale, statement);
  const announce = (id: string, statement: { broker_name: string; period: string; sequence: number }) =>
    setDone(text(id, { broker: statement.broker_name, statement: nameOf(statement) }));
  // A month stated in reais and in pesos is two statements: then each is named with its currency.
  const announceIssued = (saved: IssuedStatement[]) =>
    setDone(
      saved
        .map((statement) =>
          text('opsStatements.issued', {
            broker: statement.broker_name,
            statement: saved.length > 1 ? `${nameOf(statement)} (${statement.currency})` : nameOf(statement),
          }),
        )
        .join(' '),
    );

  return (
    <Page
      width="wide"
      title={text('opsStatements.title')}
      titleId="ops-statements-title"
      description={text('opsStatements.subtitle')}
      before={
        <p>
          <Link to="/ops">{text('opsStatements.back')}</Link>
        </p>
      }
    >
      <IssueStatementForm onIssued={announceIssued} />
      {done && (
        <div role="status">
          <Notice type="success" title={done} />
        </div>
      )}
      <QueueFilters label={text('opsStatements.filters')}>
        <FilterSelect
          label={text('opsStatements.filter.status')}
          value={status}
          values={FISCAL_NOTE_STATUSES}
          optionLabel={(value) => text(`fiscalNotes.status.${value}`)}
          allLabel={text('opsStatements.filter.all')}
          onChange={setStatus}
        />
      </QueueFilters>
      <QueryList
        query={statements}
        items={(data) => data.items}
        empty={
          <EmptyState
            icon={<ReceiptText size={40} strokeWidth={1.5} />}
            title={text('opsStatements.empty.title')}
            text={text('opsStatements.empty.text')}
          />
        }
      >
        {(items) => (
          <StatementsTable
            caption={text('opsStatements.caption')}
            statements={items}
            lead={{ header: text('opsStatements.col.brokerage'), cell: (statement) => statement.broker_name }}
            note={(statement, name) =>
              statement.note ? (
                <Cluster gap={2}>
                  <span>
                    {statement.note.number
                      ? text('opsStatements.noteRead', {
                          number: statement.note.number,
                          amount: money(statement.note.amount ?? '0', statement.currency, locale),
                        })
                      : statement.note.file_name}
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() => void downloadFiscalNote(api, statement)}
                    aria-label={text('opsStatements.downloadLabel', { broker: statement.broker_name, statement: name })}
                  >
                    {text('opsStatements.download')}
                  </Button>
                </Cluster>
              ) : (
                '—'
              )
            }
            action={(statement, name) => {
              const events = fiscalNoteEventsFor(statement.note_status, 'OPERATIONS');
              const payable = isStatementPayable(statement.note_status) && !statement.paid_at;
              const label = (id: string) => text(id, { broker: statement.broker_name, statement: name });
              return (
                <Cluster gap={2}>
                  {events.includes('APPROVE') && (
                    <Button
                      onClick={() =>
                        decide.mutate(
                          { id: statement.id, decision: 'APPROVE', version: statement.version },
                          { onSuccess: () => announce('opsStatements.approved', statement) },
                        )
                      }
                      aria-label={label('opsStatements.approveLabel')}
                    >
                      {text('opsStatements.approve')}
                    </Button>
                  )}
                  {events.includes('ASK_ACTION') && (
                    <Button
                      variant="secondary"
                      onClick={() => setAsking(statement)}
                      aria-label={label('opsStatements.askLabel')}
                    >
                      {text('opsStatements.ask')}
                    </Button>
                  )}
                  {payable && (
                    <Button
                      variant="secondary"
                      onClick={() =>
                        pay.mutate(
                          { id: statement.id, version: statement.version },
                          { onSuccess: () => announce('opsStatements.paid', statement) },
                        )
                      }
                      aria-label={label('opsStatements.payLabel')}
                    >
                      {text('opsStatements.pay')}
                    </Button>
                  )}
                </Cluster>
              );
            }}
          />
        )}
      </QueryList>
      {asking && (
        <AskActionModal
          statement={asking}
          name={nameOf(asking)}
          onClose={() => setAsking(null)}
          onAsked={() => {
            announce('opsStatements.asked', asking);
            setAsking(null);
          }}
        />
      )}
    </Page>
  );
}
