import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Notice, Page, StatusBadge } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { BackLink } from '../../components/back-link';
import { ClaimDescription } from '../../components/claim-description';
import { ClaimDocuments } from '../../components/claim-documents';
import { ClaimNotFound } from '../../components/claim-not-found';
import { ClaimSummary } from '../../components/claim-summary';
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
  const claim = useClaim(id);
  const [sent, setSent] = useState(false);

  if (claim.status !== 'success')
    return (
      <QueryFallback
        query={claim}
        notFound={<ClaimNotFound backTo="/dashboard/claims/home" backLabel="claims.detail.back" />}
      />
    );
  const data = claim.data;
  const label = (messageId: string) => intl.formatMessage({ id: messageId });
  const canAdd = data.allowed_events.includes('ADD_INFORMATION');
  return (
    <Page
      title={<FormattedMessage id="claims.detail.title" values={{ protocol: data.protocol_number }} />}
      titleId="claim-detail-title"
      actions={<StatusBadge status={data.status} label={label(`claims.status.${data.status}`)} />}
      before={
        <BackLink to="/dashboard/claims/home">
          <FormattedMessage id="claims.detail.back" />
        </BackLink>
      }
    >
      {data.information_requested && (
        <Notice type="warn" title={label('claims.detail.requested')} detail={lastRequest(data.timeline)} />
      )}
      {sent && !data.information_requested && <Notice type="success" title={label('claims.detail.sent')} />}
      <ClaimSummary claim={data} />
      {data.claims_made_window === 'OUTSIDE' && <Notice type="warn" title={label('claims.window.OUTSIDE')} />}
      <ClaimDescription text={data.description} />
      <ClaimTimeline entries={data.timeline} />
      <ClaimDocuments claimId={data.id} files={data.files} reader="customer" />
      {canAdd && data.information_requested && (
        <AddInformationForm claimId={data.id} version={data.version} onSent={() => setSent(true)} />
      )}
    </Page>
  );
}

/** What operations asked for last. */
const lastRequest = (timeline: { event: string; message: string }[]) =>
  [...timeline].reverse().find((entry) => entry.event === 'REQUEST_INFORMATION')?.message;
