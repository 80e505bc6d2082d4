import { useIntl } from 'react-intl';
import { CLAIM_TYPES } from '@platform/domain';
import { formatDate } from '@platform/i18n';
import { DetailsList } from '@platform/ui';
import { usePlatform } from '@platform/remote-kit';
import { ClaimDeadline } from './claim-deadline';

/** What the customer's and the operations' claim pages both show of a claim. */
export interface ClaimSummaryData {
  type: string;
  product?: string | null;
  policy_number?: string | null;
  created_at: string;
  occurred_on?: string | null;
  learned_on?: string | null;
  contact_name?: string | null;
  contact_email?: string | null;
  contact_phone?: string | null;
  decision_due_on: string | null;
  days_left: number | null;
  decision?: string | null;
}

/** The claim's type label: a catalogue type in the user's language, anything else as written. */
export function useClaimTypeLabel() {
  const intl = useIntl();
  return (type: string) =>
    (CLAIM_TYPES as readonly string[]).includes(type) ? intl.formatMessage({ id: `claims.type.${type}` }) : type;
}

/** The claim's facts: type, policy, dates, contact, the legal deadline and the decision. */
export function ClaimSummary({ claim }: { claim: ClaimSummaryData }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const typeLabel = useClaimTypeLabel();
  const label = (messageId: string) => intl.formatMessage({ id: messageId });
  const date = (value?: string | null) => (value ? formatDate(value, locale) : '—');
  return (
    <DetailsList
      label={label('claims.detail.summary')}
      items={[
        { label: label('claims.type'), value: typeLabel(claim.type) },
        {
          label: label('claims.detail.policy'),
          value: claim.product ? `${label(`claims.product.${claim.product}`)} · ${claim.policy_number ?? ''}` : '—',
        },
        { kind: 'date' as const, label: label('claims.detail.reportedOn'), value: date(claim.created_at) },
        { kind: 'date' as const, label: label('claims.detail.occurredOn'), value: date(claim.occurred_on) },
        { kind: 'date' as const, label: label('claims.detail.learnedOn'), value: date(claim.learned_on) },
        {
          label: label('claims.detail.contact'),
          value: [claim.contact_name, claim.contact_email, claim.contact_phone].filter(Boolean).join(' · ') || '—',
        },
        {
          label: label('claims.detail.deadline'),
          value: <ClaimDeadline due={claim.decision_due_on} daysLeft={claim.days_left} />,
        },
        ...(claim.decision ? [{ label: label('claims.detail.decision'), value: claim.decision }] : []),
      ]}
    />
  );
}
