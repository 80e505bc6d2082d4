import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { CYBER_PLAN_OFFERS, CYBER_PLANS, type CyberPlan } from '@platform/domain';
import { Card, Price, Section, Stack } from '@platform/ui';

/** The assessment plans side by side (stacked on a phone), each with what it includes, its price and one action. */
export function CyberPlans() {
  return (
    <Section title={<FormattedMessage id="cyber.plans.title" />}>
      <div className="cyber-plans">
        {CYBER_PLANS.map((plan) => (
          <PlanCard key={plan} plan={plan} />
        ))}
      </div>
    </Section>
  );
}

function PlanCard({ plan }: { plan: CyberPlan }) {
  const intl = useIntl();
  const offer = CYBER_PLAN_OFFERS[plan];
  const name = intl.formatMessage({ id: `cyber.plans.${plan.toLowerCase()}.name` });
  const titleId = `cyber-plan-${plan}`;
  return (
    <Card as="article" tone={offer.price === 'CUSTOM' ? 'highlight' : 'default'} padding="lg" aria-labelledby={titleId}>
      <Stack gap={4} className="cyber-plan">
        <Stack gap={2}>
          <h3 id={titleId}>{name}</h3>
          <p>
            <FormattedMessage id={`cyber.plans.${plan.toLowerCase()}.summary`} />
          </p>
        </Stack>
        {offer.price && (
          <Price
            size="md"
            amount={<FormattedMessage id={`cyber.plans.price.${offer.price}`} />}
            caption={
              <>
                <FormattedMessage id={`cyber.plans.price.${offer.price}.caption`} />{' '}
                <Link to="/dashboard/schedule-meeting">
                  <FormattedMessage id="cyber.plans.plus.meeting" />
                </Link>
              </>
            }
          />
        )}
        <Stack as="ul" gap={2} aria-label={intl.formatMessage({ id: 'cyber.plans.includes' }, { plan: name })}>
          {offer.includes.map((feature) => (
            <li key={feature} className="ui-check">
              <Check className="cyber-icon" aria-hidden="true" size={20} />
              <span>
                <FormattedMessage id={`cyber.plans.feature.${feature}`} />
              </span>
            </li>
          ))}
        </Stack>
        <Link
          className={`ui-button ui-button--${offer.price === 'CUSTOM' ? 'primary' : 'secondary'} cyber-plan__action`}
          to={`/dashboard/cyber/create?plan=${plan}`}
        >
          <FormattedMessage id="cyber.plans.choose" values={{ plan: name }} />
        </Link>
      </Stack>
    </Card>
  );
}
