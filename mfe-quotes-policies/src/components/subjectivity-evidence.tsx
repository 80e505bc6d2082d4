import { useState, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import { BROKER_FILE_ACCEPT, brokerFileProblem } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Notice, StatusBadge } from '@platform/ui';
import { useUploadQuoteEvidence } from '../lib/quote-actions';
import type { QuoteRow } from '../lib/quotes';

/**
 * Each subjectivity of the option: the condition, when it is due, whether evidence was sent, and
 * a file picker to send it (PDF, PNG or JPEG; the API reads the type from the bytes). On the quote's
 * detail and on its checkout, where sending for signature waits for the pre-binding ones.
 */
export function SubjectivityEvidence({
  quote,
  canUpload,
  onUploaded,
}: {
  quote: QuoteRow;
  canUpload: boolean;
  onUploaded?: () => void;
}) {
  const { locale } = usePlatform();
  const upload = useUploadQuoteEvidence(quote.id);
  const [problem, setProblem] = useState<string | null>(null);
  const text = useText();

  const send = (code: QuoteRow['subjectivities'][number]['code']) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const first = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const local = brokerFileProblem(file.size, first);
    if (local) return setProblem(text('quote.detail.uploadFailed', { reason: text(`error.${local}`) }));
    setProblem(null);
    upload.mutate(
      { subjectivity: code, file },
      {
        onSuccess: onUploaded,
        onError: (error) =>
          setProblem(text('quote.detail.uploadFailed', { reason: text(`error.${errorCodeOf(error)}`) })),
      },
    );
  };

  if (quote.subjectivities.length === 0)
    return (
      <p>
        <FormattedMessage id="quote.none" />
      </p>
    );
  return (
    <>
      <p>
        <FormattedMessage id="quote.detail.evidenceHelp" />
      </p>
      <p role="status">
        <FormattedMessage id="quote.detail.openPreBind" values={{ count: quote.open_pre_bind_subjectivities }} />
      </p>
      {problem && <Notice type="error" title={problem} />}
      <ul className="ui-stack">
        {quote.subjectivities.map((item) => {
          const name = text(`terms.subjectivity.${item.code}`);
          const inputId = `evidence-${quote.id}-${item.code}`;
          return (
            <li key={item.code} className="ui-card">
              <p>
                <strong>{name}</strong> ({text(`quote.due.${item.due}`)}){' '}
                <StatusBadge
                  status={item.open ? 'PENDING' : 'COMPLETED'}
                  label={text(item.open ? 'quote.detail.open' : 'quote.detail.done')}
                />
              </p>
              {item.evidence.length > 0 && (
                <ul>
                  {item.evidence.map((file) => (
                    <li key={file.id}>
                      {text('quote.detail.uploaded', {
                        name: file.file_name,
                        date: formatDate(file.created_at, locale),
                      })}
                    </li>
                  ))}
                </ul>
              )}
              {canUpload && (
                <p>
                  <label htmlFor={inputId}>{text('quote.detail.upload', { condition: name })}</label>{' '}
                  <input
                    id={inputId}
                    type="file"
                    accept={BROKER_FILE_ACCEPT}
                    disabled={upload.isPending}
                    onChange={(event) => void send(item.code)(event)}
                  />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
