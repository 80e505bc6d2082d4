import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { formatDate, formatTaxId } from '@platform/i18n';
import { Card, Page, Section } from '@platform/ui';
import { QueryFallback, RecordNotFound, usePlatform } from '@platform/remote-kit';
import { BackLink } from '../../components/back-link';
import { useBrokerage, type OpsBrokerage } from './api/get-brokerage';
import { useKamAssignment, useKams } from './api/kam-assignment';
import { BrokerageDecision } from './components/brokerage-decision';
import { CommissionRates } from './components/commission-rates';
import { KamAssignmentForm } from './components/kam-assignment-form';

const BACK = '/ops/brokers';

/**
 * ops/brokers/:brokerId: one brokerage as operations run it: the decision on its registration
 * (while it waits), the commission rates negotiated with it and its key account manager.
 */
export function OpsBrokeragePage() {
  const { brokerId = '' } = useParams();
  const intl = useIntl();
  const brokerage = useBrokerage(brokerId);
  if (brokerage.status !== 'success')
    return (
      <QueryFallback
        query={brokerage}
        notFound={
          <RecordNotFound
            title={intl.formatMessage({ id: 'broker.ops.notFound.title' })}
            text={intl.formatMessage({ id: 'broker.ops.notFound.text' })}
            backTo={BACK}
            backLabel={<FormattedMessage id="broker.ops.back" />}
          />
        }
      />
    );
  const { legal_name, tax_id, tax_id_type } = brokerage.data.general_info;
  return (
    <Page
      title={legal_name}
      titleId="ops-brokerage-title"
      description={formatTaxId(tax_id_type, tax_id)}
      before={
        <BackLink to={BACK}>
          <FormattedMessage id="broker.ops.back" />
        </BackLink>
      }
    >
      <DecisionSection brokerage={brokerage.data} />
      <Section title={<FormattedMessage id="broker.ops.rates.title" />}>
        <Card>
          <CommissionRates brokerId={brokerId} />
        </Card>
      </Section>
      <Section title={<FormattedMessage id="broker.ops.kam.title" />}>
        <Card>
          <KamSection brokerId={brokerId} />
        </Card>
      </Section>
    </Page>
  );
}

/**
 * The registration's decision: only a sent registration waiting for approval can be decided (the
 * API refuses the others too); a decided one says when, and a refusal why. A brokerage seeded as
 * approved, with no decision recorded, has nothing to show.
 */
function DecisionSection({ brokerage }: { brokerage: OpsBrokerage }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const date = brokerage.decided_at ? formatDate(brokerage.decided_at, locale) : null;
  const content =
    brokerage.status === 'PENDING_APPROVAL' ? (
      brokerage.submitted_at ? (
        <BrokerageDecision brokerage={{ id: brokerage.id, legal_name: brokerage.general_info.legal_name }} />
      ) : (
        <p>{intl.formatMessage({ id: 'broker.ops.decision.notSubmitted' })}</p>
      )
    ) : date ? (
      <p>
        {brokerage.status === 'APPROVED'
          ? intl.formatMessage({ id: 'broker.ops.decision.approved' }, { date })
          : intl.formatMessage(
              { id: 'broker.ops.decision.refused' },
              { date, reason: brokerage.decision_reason ?? '' },
            )}
      </p>
    ) : null;
  if (!content) return null;
  return (
    <Section title={<FormattedMessage id="broker.ops.decision.title" />}>
      <Card>{content}</Card>
    </Section>
  );
}

function KamSection({ brokerId }: { brokerId: string }) {
  const assignment = useKamAssignment(brokerId);
  const kams = useKams();
  if (assignment.status !== 'success') return <QueryFallback query={assignment} />;
  if (kams.status !== 'success') return <QueryFallback query={kams} />;
  return <KamAssignmentForm brokerId={brokerId} assignment={assignment.data} kams={kams.data.items} />;
}
