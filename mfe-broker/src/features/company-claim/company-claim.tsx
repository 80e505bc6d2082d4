import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { Button, DetailsList, Notice, PageHeader, StatusBadge } from '@platform/ui';
import { FormError, QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { claimTypeLabel } from '../../lib/book-labels';
import { downloadCompanyClaimFile, useCompanyClaim, type CompanyClaimDetail } from './api/get-company-claim';

/**
 * broker/company/:id/claims/:claimId: a customer company's claim, read only for its broker of
 * record: status, facts, legal deadline, decision, timeline and documents. Operations' moves
 * arrive live (the shell's live:update refetches it).
 */
export function CompanyClaim() {
  const { id = '', claimId = '' } = useParams();
  const intl = useIntl();
  const claim = useCompanyClaim(id, claimId);
  const back = `/broker/company/${id}/detail`;
  if (claim.status !== 'success')
    return (
      <QueryFallback
        query={claim}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'broker.claim.notFound.title' })}
            text={intl.formatMessage({ id: 'broker.claim.notFound.text' })}
            backTo={back}
            backLabel={<FormattedMessage id="broker.claim.back" />}
          />
        }
      />
    );
  return <ClaimView companyId={id} claim={claim.data} back={back} />;
}

function ClaimView({ companyId, claim, back }: { companyId: string; claim: CompanyClaimDetail; back: string }) {
  const intl = useIntl();
  const { locale, api } = usePlatform();
  const [downloadError, setDownloadError] = useState<ErrorCode | null>(null);
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const date = (value?: string | null) => (value ? formatDate(value, locale) : '—');
  const deadline = !claim.decision_due_on
    ? '—'
    : claim.days_left === null
      ? date(claim.decision_due_on)
      : text(claim.days_left < 0 ? 'broker.claim.overdue' : 'broker.claim.daysLeft', {
          due: date(claim.decision_due_on),
          days: Math.abs(claim.days_left),
        });
  return (
    <section className="ui-page" aria-labelledby="broker-claim-title">
      <PageHeader
        title={<FormattedMessage id="broker.claim.title" values={{ protocol: claim.protocol_number }} />}
        titleId="broker-claim-title"
        description={claim.company_name}
        actions={<StatusBadge status={claim.status} label={text(`broker.claimStatus.${claim.status}`)} />}
      />
      <p>
        <Link to={back}>
          <FormattedMessage id="broker.claim.back" />
        </Link>
      </p>
      <p>
        <FormattedMessage id="broker.claim.readOnly" />
      </p>
      {claim.information_requested && <Notice type="warn" title={text('broker.claims.informationRequested')} />}
      <DetailsList
        label={text('broker.claim.summary')}
        items={[
          { label: text('broker.claims.type'), value: claimTypeLabel(intl, claim.type) },
          {
            label: text('broker.claim.policy'),
            value: claim.product ? `${text(`product.${claim.product}.short`)} · ${claim.policy_number ?? ''}` : '—',
          },
          { label: text('broker.claim.reportedOn'), value: date(claim.created_at) },
          { label: text('broker.claim.occurredOn'), value: date(claim.occurred_on) },
          { label: text('broker.claim.learnedOn'), value: date(claim.learned_on) },
          {
            label: text('broker.claim.contact'),
            value: [claim.contact_name, claim.contact_email, claim.contact_phone].filter(Boolean).join(' · ') || '—',
          },
          { label: text('broker.claim.deadline'), value: deadline },
          ...(claim.decision ? [{ label: text('broker.claim.decision'), value: claim.decision }] : []),
        ]}
      />
      <h2>
        <FormattedMessage id="broker.claim.description" />
      </h2>
      <p style={{ whiteSpace: 'pre-wrap' }}>{claim.description}</p>
      <section aria-labelledby="broker-claim-timeline">
        <h2 id="broker-claim-timeline">
          <FormattedMessage id="broker.claim.timeline" />
        </h2>
        <ol>
          {claim.timeline.map((entry) => (
            <li key={entry.id} className="ui-card" data-event={entry.event}>
              <p>
                <strong>{text(`broker.claimEvent.${entry.event}`)}</strong>
                {' · '}
                {text(`broker.claimActor.${entry.actor}`)}
                {' · '}
                <time dateTime={entry.created_at}>{formatDate(entry.created_at, locale)}</time>
              </p>
              {entry.message && <p style={{ whiteSpace: 'pre-wrap' }}>{entry.message}</p>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="broker-claim-files">
        <h2 id="broker-claim-files">
          <FormattedMessage id="broker.claim.files" />
        </h2>
        <FormError code={downloadError} />
        {claim.files.length === 0 ? (
          <p>
            <FormattedMessage id="broker.claim.noFiles" />
          </p>
        ) : (
          <ul>
            {claim.files.map((file) => (
              <li key={file.id}>
                <Button
                  variant="secondary"
                  aria-label={text('broker.claim.download', { name: file.file_name })}
                  onClick={() => {
                    setDownloadError(null);
                    downloadCompanyClaimFile(api, companyId, claim.id, file).catch((failure: unknown) =>
                      setDownloadError(errorCodeOf(failure)),
                    );
                  }}
                >
                  {file.file_name}
                </Button>{' '}
                <span>{Math.max(1, Math.round(file.size / 1024))} KB</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
