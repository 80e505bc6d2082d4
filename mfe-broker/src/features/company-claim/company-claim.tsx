import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';
import { formatDate, useText } from '@platform/i18n';
import { Download, FileText } from 'lucide-react';
import { Button, Card, Cluster, DetailsList, Notice, Page, Section, Stack, StatusBadge } from '@platform/ui';
import { FormError, QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { BackLink } from '../../components/back-link';
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
  const text = useText();
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
    <Page
      title={<FormattedMessage id="broker.claim.title" values={{ protocol: claim.protocol_number }} />}
      titleId="broker-claim-title"
      description={claim.company_name}
      actions={<StatusBadge status={claim.status} label={text(`broker.claimStatus.${claim.status}`)} />}
      before={
        <BackLink to={back}>
          <FormattedMessage id="broker.claim.back" />
        </BackLink>
      }
    >
      <p className="ui-muted">
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
          { kind: 'date' as const, label: text('broker.claim.reportedOn'), value: date(claim.created_at) },
          { kind: 'date' as const, label: text('broker.claim.occurredOn'), value: date(claim.occurred_on) },
          { kind: 'date' as const, label: text('broker.claim.learnedOn'), value: date(claim.learned_on) },
          {
            label: text('broker.claim.contact'),
            value: [claim.contact_name, claim.contact_email, claim.contact_phone].filter(Boolean).join(' · ') || '—',
          },
          { label: text('broker.claim.deadline'), value: deadline },
          ...(claim.decision ? [{ label: text('broker.claim.decision'), value: claim.decision }] : []),
        ]}
      />
      <Section title={<FormattedMessage id="broker.claim.description" />}>
        <Card>
          <p className="ui-multiline">{claim.description}</p>
        </Card>
      </Section>
      <Section title={<FormattedMessage id="broker.claim.timeline" />}>
        <ol className="ui-timeline">
          {claim.timeline.map((entry) => (
            <li key={entry.id} className="ui-timeline__item" data-event={entry.event}>
              <p className="ui-timeline__title">{text(`broker.claimEvent.${entry.event}`)}</p>
              <p className="ui-timeline__meta">
                {text(`broker.claimActor.${entry.actor}`)}
                {' · '}
                <time dateTime={entry.created_at}>{formatDate(entry.created_at, locale)}</time>
              </p>
              {entry.message && <p className="ui-timeline__message">{entry.message}</p>}
            </li>
          ))}
        </ol>
      </Section>
      <Section title={<FormattedMessage id="broker.claim.files" />}>
        <FormError code={downloadError} />
        {claim.files.length === 0 ? (
          <p className="ui-muted">
            <FormattedMessage id="broker.claim.noFiles" />
          </p>
        ) : (
          <Stack as="ul" gap={2}>
            {claim.files.map((file) => (
              <Card key={file.id} as="li" padding="sm">
                <Cluster justify="between" gap={3}>
                  <Cluster gap={2}>
                    <FileText size={20} aria-hidden="true" />
                    <span className="ui-break-anywhere">{file.file_name}</span>
                    <span className="ui-muted ui-figure">{Math.max(1, Math.round(file.size / 1024))} KB</span>
                  </Cluster>
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
                    <Download size={18} aria-hidden="true" />
                    <FormattedMessage id="broker.claim.downloadShort" />
                  </Button>
                </Cluster>
              </Card>
            ))}
          </Stack>
        )}
      </Section>
    </Page>
  );
}
