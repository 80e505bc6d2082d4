import { Link } from 'react-router';
import { formatDate, useText } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { Wallet } from 'lucide-react';
import { Card, Cluster, EmptyState, Grid, Page, Price, Section, Stack, StatusBadge, Table } from '@platform/ui';
import { useEarnings, type Earnings } from './api/get-earnings';
import { EarningsFallback } from './components/earnings-fallback';
import { LINE_TONES, money, monthName } from '../../lib/earnings-labels';

/**
 * broker/earnings/home (issue 23 item 4): what the brokerage earns on its customers' policies,
 * expected (the rate the checkout disclosed times the premium the customer paid) against what
 * operations paid, by month and per policy and instalment, with what is overdue and, for a
 * cancelled policy, the clawback. The figures are the API's, computed in cents by @platform/domain.
 */
export function EarningsHome() {
  const earnings = useEarnings();
  const text = useText();
  return (
    <Page
      width="wide"
      title={text('earnings.title')}
      titleId="earnings-title"
      description={text('earnings.subtitle')}
      actions={
        <Cluster gap={2}>
          <Link className="ui-button ui-button--secondary" to="/broker/earnings/list-fiscal-note">
            {text('earnings.toNotes')}
          </Link>
          <Link className="ui-button ui-button--primary" to="/broker/earnings/send-fiscal-note">
            {text('earnings.toSend')}
          </Link>
        </Cluster>
      }
    >
      <QueryList
        query={earnings}
        items={(data) => data.policies}
        fallback={<EarningsFallback query={earnings} />}
        empty={
          <EmptyState
            icon={<Wallet size={40} strokeWidth={1.5} />}
            title={text('earnings.empty.title')}
            text={text('earnings.empty.text')}
          />
        }
      >
        {(_, data) => <EarningsView earnings={data} />}
      </QueryList>
    </Page>
  );
}

function EarningsView({ earnings }: { earnings: Earnings }) {
  const { locale } = usePlatform();
  const text = useText();
  const { totals } = earnings;
  // Reais and pesos are never added: a brokerage selling in two currencies reads two rows of totals.
  const totalsName = (currency: string) =>
    totals.length > 1 ? `${text('earnings.totals')} · ${currency}` : text('earnings.totals');
  return (
    <>
      <Stack gap={3}>
        {totals.map((total) => (
          <Grid key={total.currency} tracks="fit" gap={3} aria-label={totalsName(total.currency)} role="group">
            {(['expected', 'paid', 'outstanding', 'overdue', 'clawback'] as const).map((key) => (
              <Card key={key} padding="md">
                <Price amount={money(total[key], total.currency, locale)} caption={text(`earnings.total.${key}`)} />
              </Card>
            ))}
          </Grid>
        ))}
      </Stack>
      <Section title={text('earnings.byMonth')}>
        <Table
          caption={text('earnings.byMonth')}
          columns={[
            { key: 'month', header: text('earnings.col.month') },
            { key: 'expected', header: text('earnings.total.expected'), kind: 'money' },
            { key: 'paid', header: text('earnings.total.paid'), kind: 'money' },
            { key: 'overdue', header: text('earnings.total.overdue'), kind: 'money' },
            { key: 'clawback', header: text('earnings.total.clawback'), kind: 'money' },
          ]}
          rows={earnings.months.map((month) => {
            const amount = (value: string) => money(value, month.currency, locale);
            return {
              key: `${month.month}-${month.currency}`,
              cells: {
                month: monthName(month.month, locale),
                expected: amount(month.expected),
                paid: amount(month.paid),
                overdue: amount(month.overdue),
                clawback: amount(month.clawback),
              },
            };
          })}
        />
      </Section>
      <Section title={text('earnings.byPolicy')} description={text('earnings.byPolicyHint')}>
        <Stack gap={5}>
          {earnings.policies.map((policy) => (
            <Section
              key={policy.policy_id}
              titleLevel={3}
              title={`${policy.policy_number} · ${text(`product.${policy.product}.short`)}`}
            >
              <Table
                caption={text('earnings.policyCaption', { policy: policy.policy_number })}
                columns={[
                  { key: 'what', header: text('earnings.col.what') },
                  { key: 'month', header: text('earnings.col.month') },
                  { key: 'amount', header: text('earnings.col.amount'), kind: 'money' },
                  { key: 'due', header: text('earnings.col.due'), kind: 'date' },
                  { key: 'status', header: text('earnings.col.status') },
                ]}
                rows={policy.lines.map((line) => ({
                  key: line.key,
                  cells: {
                    what:
                      line.kind === 'CLAWBACK'
                        ? text('earnings.clawback')
                        : text('earnings.instalment', { number: line.instalment ?? 0 }),
                    month: line.month ? monthName(line.month, locale) : '—',
                    amount: money(line.amount, line.currency, locale),
                    due: line.due_on ? formatDate(line.due_on, locale) : '—',
                    status: (
                      <StatusBadge
                        status={line.status}
                        tone={LINE_TONES[line.status]}
                        label={text(`earnings.status.${line.status}`)}
                      />
                    ),
                  },
                }))}
              />
            </Section>
          ))}
        </Stack>
      </Section>
    </>
  );
}
