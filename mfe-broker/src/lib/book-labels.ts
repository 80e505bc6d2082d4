// Words and badge tones the broker's book screens share: a claim's type, a cyber status's tone.
import type { IntlShape } from 'react-intl';
import { CLAIM_TYPES } from '@platform/domain';
import type { StatusTone } from '@platform/ui';

/** A catalogue claim type in the user's language; a type the customer wrote themselves, as written. */
export const claimTypeLabel = (intl: IntlShape, type: string) =>
  (CLAIM_TYPES as readonly string[]).includes(type) ? intl.formatMessage({ id: `broker.claimType.${type}` }) : type;

const CYBER_TONES: Record<string, StatusTone> = {
  LOW: 'success',
  MEDIUM: 'warning',
  HIGH: 'danger',
  CRITICAL: 'danger',
  PENDING_VERIFICATION: 'warning',
  SCHEDULED: 'info',
  CANCELLED: 'neutral',
  DISPUTED: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'neutral',
};

/** The badge tone of a cyber request status, risk level, severity or dispute (the label carries the meaning). */
export const cyberTone = (status: string): StatusTone => CYBER_TONES[status] ?? 'neutral';
