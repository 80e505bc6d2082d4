import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { FISCAL_NOTE_ACCEPT, FISCAL_NOTE_MAX_BYTES, fiscalNoteEventsFor } from '@platform/domain';
import { FormError, QueryList, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { FileCheck } from 'lucide-react';
import { Button, Card, EmptyState, FormSection, Page, SelectField, Stack } from '@platform/ui';
import { BackLink } from '../../components/back-link';
import { useStatements, type Statement } from './api/list-statements';
import { useSendFiscalNote } from './api/send-fiscal-note';
import { EarningsFallback } from './components/earnings-fallback';
import { money, statementName } from '../../lib/earnings-labels';
import { useText } from '@platform/i18n';

const MEGABYTES = FISCAL_NOTE_MAX_BYTES / (1024 * 1024);

/**
 * broker/earnings/send-fiscal-note (issue 23 item 5): the brokerage sends the NFS-e for a
 * statement still waiting for one (pending, or needs action: a resend). The XML of the national
 * layout is read by the API and checked against the statement's amount and the brokerage's CNPJ;
 * what it refuses is said on the file field in the user's language.
 */
export function SendFiscalNote() {
  const statements = useStatements();
  const text = useText();
  return (
    <Page
      title={text('sendNote.title')}
      titleId="send-note-title"
      description={text('sendNote.subtitle')}
      width="narrow"
      before={<BackLink to="/broker/earnings/list-fiscal-note">{text('sendNote.back')}</BackLink>}
    >
      <QueryList
        query={statements}
        items={(data) => data.items.filter((item) => fiscalNoteEventsFor(item.note_status, 'BROKER').includes('SEND'))}
        fallback={<EarningsFallback query={statements} />}
        empty={
          <EmptyState
            icon={<FileCheck size={40} strokeWidth={1.5} />}
            title={text('sendNote.none.title')}
            text={text('sendNote.none.text')}
          />
        }
      >
        {(open) => <SendForm statements={open} />}
      </QueryList>
    </Page>
  );
}

function SendForm({ statements }: { statements: readonly Statement[] }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const navigate = useNavigate();
  const fileId = useId();
  const [params] = useSearchParams();
  const [file, setFile] = useState<File | null>(null);
  const send = useSendFiscalNote();
  const wanted = statements.find((item) => item.id === params.get('statement')) ?? statements[0]!;
  // Every refusal about the note (unreadable, mismatched, too large) is about the file chosen.
  const form = usePlatformForm<{ statement: string }>({
    defaultValues: { statement: wanted.id },
    fieldOf: () => 'file',
    warnOnLeave: false,
  });
  const text = useText();
  const chosen = statements.find((item) => item.id === form.watch('statement')) ?? wanted;
  const fileError = form.errorText('file');
  // The file is checked here, not by the form's rules: it is not one of the form's values.
  const fileProblem = (): string | null =>
    !file ? 'sendNote.fileRequired' : file.size > FISCAL_NOTE_MAX_BYTES ? 'error.FILE_TOO_LARGE' : null;
  const submit = form.submit(async ({ statement }) => {
    const target = statements.find((item) => item.id === statement)!;
    await send.mutateAsync({ statementId: target.id, version: target.version, file: file! });
    void navigate('/broker/earnings/list-fiscal-note', {
      state: { sent: statementName(intl, locale, target) },
    });
  });
  const onSubmit = (event: FormEvent) => {
    const problem = fileProblem();
    if (!problem) return void submit(event);
    event.preventDefault();
    form.setError('file' as 'statement', { type: 'file', message: problem });
  };
  return (
    <Card padding="lg">
      <Stack as="form" gap={4} noValidate onSubmit={onSubmit}>
        <FormSection legend={text('sendNote.statementSection')}>
          <SelectField label={text('sendNote.statement')} {...form.select('statement')}>
            {statements.map((item) => (
              <option key={item.id} value={item.id}>
                {`${statementName(intl, locale, item)} · ${money(item.amount, item.currency, locale)}`}
              </option>
            ))}
          </SelectField>
          <p>{text('sendNote.amountHint', { amount: money(chosen.amount, chosen.currency, locale) })}</p>
          {chosen.note_status === 'NEEDS_ACTION' && chosen.note_reason && (
            <p className="ui-multiline">
              <strong>{text('sendNote.reason')}</strong> {chosen.note_reason}
            </p>
          )}
        </FormSection>
        <FormSection legend={text('sendNote.fileSection')}>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={fileId}>
              {text('sendNote.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept={FISCAL_NOTE_ACCEPT}
              aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => {
                form.clearErrors('file' as 'statement');
                setFile(event.currentTarget.files?.[0] ?? null);
              }}
            />
            <p id={`${fileId}-hint`} className="ui-field__hint">
              {text('sendNote.fileHint', { megabytes: MEGABYTES })}
            </p>
            {fileError && (
              <p id={`${fileId}-error`} className="ui-field__error" role="alert">
                {fileError}
              </p>
            )}
          </div>
        </FormSection>
        <FormError code={form.formError} />
        <div>
          <Button type="submit" loading={form.busy}>
            {text('sendNote.submit')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
