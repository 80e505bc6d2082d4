import type { Story } from '@ladle/react';
import { RISK_LEVELS, POLICY_STATUSES, CLAIM_STATUSES, MEMBER_STATUSES } from '@platform/domain';
import { StatusBadge } from './status-badge';

const Row = ({ statuses }: { statuses: readonly string[] }) => (
  <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
    {statuses.map((status) => (
      <StatusBadge key={status} status={status} label={status} />
    ))}
  </p>
);

export const RiskLevels: Story = () => <Row statuses={RISK_LEVELS} />;
export const PolicyStatuses: Story = () => <Row statuses={POLICY_STATUSES} />;
export const ClaimStatuses: Story = () => <Row statuses={CLAIM_STATUSES} />;
export const MemberStatuses: Story = () => <Row statuses={MEMBER_STATUSES} />;
