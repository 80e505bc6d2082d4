import type { ReactNode } from 'react';
import { opensBrokerArea } from '@platform/domain/broker-register-steps';
import { QueryFallback } from '../query-fallback';
import { BrokerPendingScreen } from './broker-pending-screen';
import { useBrokerStatus } from './broker-status';

/**
 * The broker area opens only for an approved brokerage; a pending or refused one sees the pending
 * screen (spec section 6) before any of the area's screens asks the API.
 */
export function BrokerApprovalGate({ children }: { children: ReactNode }) {
  const status = useBrokerStatus();
  if (status.status !== 'success') return <QueryFallback query={status} />;
  if (!opensBrokerArea(status.data)) return <BrokerPendingScreen />;
  return <>{children}</>;
}
