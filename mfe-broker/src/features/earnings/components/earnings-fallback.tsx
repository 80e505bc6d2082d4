import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorCodeOf } from '@platform/api-client';
import { QueryFallback } from '@platform/remote-kit';
import { Lock } from 'lucide-react';
import { EmptyState } from '@platform/ui';

/**
 * The query's fallback, except for an invited broker user: what the brokerage earns and invoices
 * is its administrator's (like its bank details), and the screen says so instead of an error.
 */
export function EarningsFallback({ query }: { query: Parameters<typeof QueryFallback>[0]['query'] }): ReactNode {
  const intl = useIntl();
  if (query.status === 'error' && errorCodeOf(query.error) === 'FORBIDDEN')
    return (
      <EmptyState
        icon={<Lock size={40} strokeWidth={1.5} />}
        title={intl.formatMessage({ id: 'earnings.adminOnly.title' })}
        text={intl.formatMessage({ id: 'earnings.adminOnly.text' })}
      />
    );
  return <QueryFallback query={query} />;
}
