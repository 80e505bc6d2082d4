import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Button, Card, Cluster, Notice, Page, Section, StatusBadge, TextAreaField } from '@platform/ui';
import { FormError, QueryFallback } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { BackLink } from '../../components/back-link';
import { ClaimDescription } from '../../components/claim-description';
import { ClaimDocuments } from '../../components/claim-documents';
import { ClaimNotFound } from '../../components/claim-not-found';
import { ClaimSummary } from '../../components/claim-summary';
import { ClaimTimeline } from '../../components/claim-timeline';
import { useOpsClaim } from './api/get-ops-claim';
import { useMoveClaim, type OpsClaimEvent } from './api/move-claim';

/** ops/claims/{id}: operations move the claim along its state machine, ask for information, decide. */
export function OpsClaimDetailPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const claim = useOpsClaim(id);
  const [moved, setMoved] = useState(false);
  if (claim.status !== 'success')
    return (
      <QueryFallback query={claim} notFound={<ClaimNotFound backTo="/ops/claims" backLabel="claims.ops.back" />} />
    );
  const data = claim.data;
  const label = (messageId: string) => intl.formatMessage({ id: messageId });
  const events = data.allowed_events.filter((event): event is OpsClaimEvent => event !== 'ADD_INFORMATION');
  return (
    <Page
      title={<FormattedMessage id="claims.detail.title" values={{ protocol: data.protocol_number }} />}
      titleId="ops-claim-title"
      description={data.company_name}
      actions={<StatusBadge status={data.status} label={label(`claims.opsStatus.${data.status}`)} />}
      before={
        <BackLink to="/ops/claims">
          <FormattedMessage id="claims.ops.back" />
        </BackLink>
      }
    >
      {moved && <Notice type="success" title={label('claims.ops.done')} />}
      {data.claims_made_window === 'OUTSIDE' && <Notice type="warn" title={label('claims.ops.windowWarning')} />}
      {data.information_requested && <Notice type="info" title={label('claims.informationRequested')} />}
      <ClaimSummary claim={data} />
      <ClaimDescription text={data.description} />
      <ClaimTimeline entries={data.timeline} />
      <ClaimDocuments claimId={data.id} files={data.files} reader="operations" />
      {events.length === 0 ? (
        <p className="ui-muted">
          <FormattedMessage id="claims.ops.noActions" />
        </p>
      ) : (
        <ClaimMoves
          key={data.version}
          claimId={data.id}
          version={data.version}
          events={events}
          onMoved={() => setMoved(true)}
        />
      )}
    </Page>
  );
}

/** One message box and a button per move the state machine allows now. */
function ClaimMoves({
  claimId,
  version,
  events,
  onMoved,
}: {
  claimId: string;
  version: number;
  events: OpsClaimEvent[];
  onMoved: () => void;
}) {
  const intl = useIntl();
  const move = useMoveClaim(claimId);
  // The button pressed: a ref, since the rule runs in the same click, before a re-render.
  const event = useRef<OpsClaimEvent | null>(null);
  const [pressed, setPressed] = useState<OpsClaimEvent | null>(null);
  const form = usePlatformForm<{ message: string }>({
    defaultValues: { message: '' },
    // Asking and deciding say something to the customer; starting the analysis may go without words.
    rules: ({ message }) =>
      event.current !== 'START_ANALYSIS' && !message.trim() ? [{ field: 'message', code: 'REQUIRED' }] : [],
    messageFor: () => 'claims.ops.messageRequired',
    warnOnLeave: false,
  });
  const onSubmit = form.submit(async ({ message }) => {
    if (!event.current) return;
    await move.mutateAsync({ event: event.current, message: message.trim(), version });
    onMoved();
    return { message: '' };
  });
  return (
    <Section title={<FormattedMessage id="claims.ops.actions" />}>
      <Card>
        <form
          className="ui-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={intl.formatMessage({ id: 'claims.ops.actions' })}
        >
          <FormError code={form.formError} />
          <TextAreaField label={intl.formatMessage({ id: 'claims.ops.message' })} {...form.field('message')} />
          <Cluster>
            {events.map((candidate) => (
              <Button
                key={candidate}
                type="submit"
                variant={candidate === 'REJECT' ? 'danger' : candidate === 'APPROVE' ? 'primary' : 'secondary'}
                loading={form.busy && pressed === candidate}
                disabled={form.busy}
                onClick={() => {
                  event.current = candidate;
                  setPressed(candidate);
                }}
              >
                <FormattedMessage id={`claims.ops.do.${candidate}`} />
              </Button>
            ))}
          </Cluster>
        </form>
      </Card>
    </Section>
  );
}
