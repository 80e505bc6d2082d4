import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { formatTaxId } from '@platform/i18n';
import { Card, Page, Section } from '@platform/ui';
import { QueryFallback, RecordNotFound } from '@platform/remote-kit';
import { BackLink } from '../../components/back-link';
import { useBrokerage } from './api/get-brokerage';
import { useKamAssignment, useKams } from './api/kam-assignment';
import { KamAssignmentForm } from './components/kam-assignment-form';

const BACK = '/ops/brokerages';

/** ops/brokers/:brokerId: one brokerage as operations run it; here its key account manager. */
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
      <Section title={<FormattedMessage id="broker.ops.kam.title" />}>
        <Card>
          <KamSection brokerId={brokerId} />
        </Card>
      </Section>
    </Page>
  );
}

function KamSection({ brokerId }: { brokerId: string }) {
  const assignment = useKamAssignment(brokerId);
  const kams = useKams();
  if (assignment.status !== 'success') return <QueryFallback query={assignment} />;
  if (kams.status !== 'success') return <QueryFallback query={kams} />;
  return <KamAssignmentForm brokerId={brokerId} assignment={assignment.data} kams={kams.data.items} />;
}
