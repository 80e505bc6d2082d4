import { businessToday } from '@platform/domain';
import { FormError, QueryFallback, usePlatform } from '@platform/remote-kit';
import { usePlatformForm } from '@platform/remote-kit/forms';
import { Button, Card, Cluster, SelectField, TextField } from '@platform/ui';
import { useApprovedBrokerages } from '../api/list-brokerages';
import { useIssueStatement } from '../api/statement-actions';
import { useText } from '@platform/i18n';

export interface IssuedStatement {
  broker_name: string;
  period: string;
  sequence: number;
  currency: string;
}

interface Values {
  broker_id: string;
  period: string;
}

/**
 * Issues a brokerage's statements of a month (this month by default), one per currency its
 * commission is in. Issuing a month again
 * recomputes its statement while no note was sent for it, else makes a correction: the answer
 * says which, and "nothing to state" in the catalogue's words.
 */
export function IssueStatementForm({ onIssued }: { onIssued: (statements: IssuedStatement[]) => void }) {
  const { locale } = usePlatform();
  const brokerages = useApprovedBrokerages();
  const issue = useIssueStatement();
  const thisMonth = businessToday(locale.country).slice(0, 7);
  const form = usePlatformForm<Values>({ defaultValues: { broker_id: '', period: thisMonth }, warnOnLeave: false });
  const text = useText();
  const submit = form.submit(async (values) => {
    const saved = (await issue.mutateAsync(values)) as { items: IssuedStatement[] };
    onIssued(saved.items);
  });
  if (brokerages.status !== 'success') return <QueryFallback query={brokerages} />;
  return (
    <Card padding="md">
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="issue-statement-title">
        <h2 id="issue-statement-title" className="ui-section__title">
          {text('opsStatements.issue.title')}
        </h2>
        <Cluster gap={3} align="end">
          <SelectField
            label={text('opsStatements.issue.brokerage')}
            required
            {...form.field('broker_id', { required: 'opsStatements.issue.brokerageRequired' })}
          >
            <option value="">{text('opsStatements.issue.choose')}</option>
            {brokerages.data.items.map((broker) => (
              <option key={broker.id} value={broker.id}>
                {broker.trade_name}
              </option>
            ))}
          </SelectField>
          <TextField
            type="month"
            label={text('opsStatements.issue.month')}
            max={thisMonth}
            required
            {...form.field('period', { required: 'opsStatements.issue.monthRequired' })}
          />
          <Button type="submit" loading={form.busy}>
            {text('opsStatements.issue.submit')}
          </Button>
        </Cluster>
        <FormError code={form.formError} />
      </form>
    </Card>
  );
}
