import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Section, Stack, StatusBadge, type StatusTone } from '@platform/ui';
import { formatDate, useText } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import type { RenewalState } from '@platform/domain';
import { usePolicyRenewal } from '../lib/policy-renewal';

/** What each renewal state means to the customer: open asks for action, lapsed is a loss of cover. */
export const RENEWAL_TONES: Record<RenewalState, StatusTone> = {
  NOT_DUE: 'neutral',
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  RENEWED: 'success',
  LAPSED: 'danger',
};

/**
 * The policy page's renewal part (issue 24 item 5): the state, what renewing keeps, the reminders
 * sent and the way to flows/renewal, from 90 days before the end. Says nothing until the renewal is
 * read, nor before it opens: the policy's own data
 * must not wait for it, and a failure here leaves the rest of the page whole.
 */
export function RenewalStatus({ policyId }: { policyId: string }) {
  const intl = useIntl();
  const text = useText();
  const { locale } = usePlatform();
  const renewal = usePolicyRenewal(policyId);
  // Months before the renewal opens there is nothing to do: the page stays about the policy.
  if (renewal.status !== 'success' || renewal.data.state === 'NOT_DUE') return null;
  const data = renewal.data;
  const date = (day: string) => formatDate(day, locale);
  const link =
    data.state === 'OPEN' || data.state === 'IN_PROGRESS'
      ? {
          to: `/flows/renewal?policy_id=${encodeURIComponent(data.policy_id)}`,
          label: data.state === 'OPEN' ? 'renewal.renew' : 'renewal.continue',
        }
      : data.state === 'LAPSED'
        ? { to: '/dashboard/coverages', label: 'renewal.newQuote' }
        : null;
  return (
    <Section
      title={text('renewal.section')}
      description={
        <StatusBadge status={data.state} label={text(`renewal.state.${data.state}`)} tone={RENEWAL_TONES[data.state]} />
      }
      actions={
        link && (
          <Link className={`ui-button ui-button--${data.state === 'OPEN' ? 'primary' : 'secondary'}`} to={link.to}>
            {text(link.label)}
          </Link>
        )
      }
    >
      <Stack gap={2}>
        <p>
          {text(`renewal.text.${data.state}`, {
            days: data.days_to_expiry,
            end: date(data.expiry_date),
            start: date(data.start_date),
            opens: date(data.opens_on),
          })}
        </p>
        {data.notices.length > 0 && (
          <p>
            {text('renewal.notices', {
              list: intl.formatList(
                data.notices.map((notice) =>
                  text('renewal.notice', { days: notice.days_before, date: date(notice.sent_on) }),
                ),
              ),
            })}
          </p>
        )}
      </Stack>
    </Section>
  );
}
