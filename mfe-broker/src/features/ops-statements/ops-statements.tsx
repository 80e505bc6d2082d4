import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { FISCAL_NOTE_STATUSES, fiscalNoteEventsFor, isStatementPayable } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { ReceiptText } from 'lucide-react';
import { Button, Card, Cluster, EmptyState, Notice, Page, SelectField, StatusBadge, Table } from '@platform/ui';
import { money, NOTE_TONES, statementName } from '../../lib/earnings-labels';
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
  const [params, setParams] = useSearchParams();
  const status = FISCAL_NOTE_STATUSES.find((value) => value === params.get('status'));
  const statements = useOpsStatements(status ? { note_status: status } : {});
  const decide = useDecideNote();
  const pay = usePayStatement();
  const [asking, setAsking] = useState<OpsStatement | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const text = useText();
  const nameOf = (statement: { period: string; sequence: number }) => statementName(intl, locale, statement);
  const setFilter = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );
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
      <Card padding="sm">
        <div className="ui-grid" role="search" aria-label={text('opsStatements.filters')}>
          <SelectField
            label={text('opsStatements.filter.status')}
            value={status ?? ''}
            onChange={(event) => setFilter(event.target.value)}
          >
            <option value="">{text('opsStatements.filter.all')}</option>
            {FISCAL_NOTE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {text(`fiscalNotes.status.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
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
          <Table
            caption={text('opsStatements.caption')}
            columns={[
              { key: 'brokerage', header: text('opsStatements.col.brokerage') },
              { key: 'statement', header: text('fiscalNotes.col.statement') },
              { key: 'amount', header: text('fiscalNotes.col.amount'), kind: 'money' },
              { key: 'note', header: text('fiscalNotes.col.note') },
              { key: 'status', header: text('fiscalNotes.col.status') },
              { key: 'action', header: text('fiscalNotes.col.action'), kind: 'action' },
            ]}
            rows={items.map((statement) => {
              const name = nameOf(statement);
              const events = fiscalNoteEventsFor(statement.note_status, 'OPERATIONS');
              const payable = isStatementPayable(statement.note_status) && !statement.paid_at;
              const label = (id: string) => text(id, { broker: statement.broker_name, statement: name });
              return {
                key: statement.id,
                cells: {
                  brokerage: statement.broker_name,
                  statement: name,
                  amount: money(statement.amount, statement.currency, locale),
                  note: statement.note ? (
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
                        aria-label={label('opsStatements.downloadLabel')}
                      >
                        {text('opsStatements.download')}
                      </Button>
                    </Cluster>
                  ) : (
                    '—'
                  ),
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
                    </>
                  ),
                  action: (
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
                  ),
                },
              };
            })}
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
