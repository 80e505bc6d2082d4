import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { CLAIM_TYPES } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { DetailsList, Notice, PageHeader, StatusBadge } from '@platform/ui';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { ClaimDeadline } from '../../components/claim-deadline';
import { ClaimDocuments } from '../../components/claim-documents';
import { ClaimTimeline } from '../../components/claim-timeline';
import { AddInformationForm } from './add-information-form';
import { useClaim } from './api/get-claim';

/**
 * dashboard/claims/detail/{id}: the claim, its timeline and documents, and "add information" when
 * operations asked for it. Operations' moves arrive live (the shell's live:update refetches it).
 */
export function ClaimDetailPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const { locale } = usePlatform();
  const claim = useClaim(id);
  const [sent, setSent] = useState(false);

  if (claim.status !== 'success') return <QueryFallback query={claim} />;
  const data = claim.data;
  const label = (messageId: string) => intl.formatMessage({ id: messageId });
  const type = (CLAIM_TYPES as readonly string[]).includes(data.type) ? label(`claims.type.${data.type}`) : data.type;
  const canAdd = data.allowed_events.includes('ADD_INFORMATION');
  return (
    <section className="ui-page" aria-labelledby="claim-detail-title">
      <PageHeader
        title={<FormattedMessage id="claims.detail.title" values={{ protocol: data.protocol_number }} />}
        titleId="claim-detail-title"
        actions={<StatusBadge status={data.status} label={label(`claims.status.${data.status}`)} />}
      />
      <p>
        <Link to="/dashboard/claims/home">
          <FormattedMessage id="claims.detail.back" />
        </Link>
      </p>
      {data.information_requested && (
        <Notice type="warn" title={label('claims.detail.requested')} detail={lastRequest(data.timeline)} />
      )}
      {sent && !data.information_requested && <Notice type="success" title={label('claims.detail.sent')} />}
      <DetailsList
        label={label('claims.detail.summary')}
        items={[
          { label: label('claims.type'), value: type },
          {
            label: label('claims.detail.policy'),
            value: data.product ? `${label(`claims.product.${data.product}`)} · ${data.policy_number ?? ''}` : '—',
          },
          { label: label('claims.detail.reportedOn'), value: formatDate(data.created_at, locale) },
          {
            label: label('claims.detail.occurredOn'),
            value: data.occurred_on ? formatDate(data.occurred_on, locale) : '—',
          },
          {
            label: label('claims.detail.learnedOn'),
            value: data.learned_on ? formatDate(data.learned_on, locale) : '—',
          },
          {
            label: label('claims.detail.contact'),
            value: [data.contact_name, data.contact_email, data.contact_phone].filter(Boolean).join(' · ') || '—',
          },
          {
            label: label('claims.detail.deadline'),
            value: <ClaimDeadline due={data.decision_due_on} daysLeft={data.days_left} />,
          },
          ...(data.decision ? [{ label: label('claims.detail.decision'), value: data.decision }] : []),
        ]}
      />
      {data.claims_made_window === 'OUTSIDE' && <Notice type="warn" title={label('claims.window.OUTSIDE')} />}
      <h2>
        <FormattedMessage id="claims.detail.description" />
      </h2>
      <p style={{ whiteSpace: 'pre-wrap' }}>{data.description}</p>
      <ClaimTimeline entries={data.timeline} />
      <ClaimDocuments claimId={data.id} files={data.files} />
      {canAdd && data.information_requested && (
        <AddInformationForm claimId={data.id} version={data.version} onSent={() => setSent(true)} />
      )}
    </section>
  );
}

/** What operations asked for last. */
const lastRequest = (timeline: { event: string; message: string }[]) =>
  [...timeline].reverse().find((entry) => entry.event === 'REQUEST_INFORMATION')?.message;
