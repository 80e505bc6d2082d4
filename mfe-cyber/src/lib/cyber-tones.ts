import type { StatusTone } from '@platform/ui';

/** The badge tone of each cyber status, risk level and severity (the colour never carries the meaning alone). */
export const CYBER_TONES: Record<string, StatusTone> = {
  LOW: 'success',
  MEDIUM: 'warning',
  HIGH: 'danger',
  CRITICAL: 'danger',
  PENDING_VERIFICATION: 'warning',
  SCHEDULED: 'info',
  CANCELLED: 'neutral',
  PUBLISHED: 'success',
  UNDER_REVIEW: 'warning',
  DISPUTED: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'neutral',
};

export const cyberTone = (status: string): StatusTone => CYBER_TONES[status] ?? 'neutral';
