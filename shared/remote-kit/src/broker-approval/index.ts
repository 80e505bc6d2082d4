export { BrokerApprovalGate } from './broker-approval-gate';
export { BrokerPendingScreen } from './broker-pending-screen';
