import { useIntl } from 'react-intl';
import { Stack } from '@platform/ui';
import type { UnderwritingCaseDetail } from '../api/get-underwriting-case';

/** Every desk decision on the case, newest first: who, when, what, and how the case moved. */
export function CaseHistory({ history }: { history: UnderwritingCaseDetail['history'] }) {
  const intl = useIntl();
  if (!history.length) return <p>{intl.formatMessage({ id: 'desk.case.noHistory' })}</p>;
  return (
    <Stack as="ol" gap={2}>
      {history.map((entry) => {
        const after = entry.after as { options?: unknown[]; reason?: string; case_status?: string };
        const before = entry.before as { case_status?: string };
        return (
          <li key={entry.id}>
            <time dateTime={entry.at}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>{' '}
            {intl.formatMessage(
              { id: `desk.history.${entry.action}` },
              {
                who: entry.by,
                product: intl.formatMessage({ id: `product.${entry.product}` }),
                count: after.options?.length ?? 0,
                reason: after.reason ?? '',
              },
            )}
            {before.case_status && after.case_status && (
              <>
                {' · '}
                {intl.formatMessage(
                  { id: 'desk.history.change' },
                  {
                    before: intl.formatMessage({ id: `desk.filter.${before.case_status}` }),
                    after: intl.formatMessage({ id: `desk.filter.${after.case_status}` }),
                  },
                )}
              </>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
