import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** What each plan includes (spec section 1), as message ids. */
const PLANS = [
  { id: 'lite', features: ['cyber.plans.quarterlyAssessment', 'cyber.plans.allPorts'], price: null },
  {
    id: 'plus',
    features: [
      'cyber.plans.monthlyAssessment',
      'cyber.plans.phishing',
      'cyber.plans.incidentResponse',
      'cyber.plans.firewall',
      'cyber.plans.antivirus',
      'cyber.plans.backup',
      'cyber.plans.allPorts',
    ],
    price: 'cyber.plans.plus.price',
  },
] as const;

/** The two assessment plans, Lite and Plus, side by side (stacked on a phone). */
export function CyberPlans() {
  return (
    <section aria-labelledby="cyber-plans-title">
      <h2 id="cyber-plans-title">
        <FormattedMessage id="cyber.plans.title" />
      </h2>
      <div className="ui-grid">
        {PLANS.map((plan) => (
          <article key={plan.id} className="ui-card" aria-labelledby={`cyber-plan-${plan.id}`}>
            <h3 id={`cyber-plan-${plan.id}`}>
              <FormattedMessage id={`cyber.plans.${plan.id}.name`} />
            </h3>
            <p>
              <FormattedMessage id={`cyber.plans.${plan.id}.summary`} />
            </p>
            <ul>
              {plan.features.map((feature) => (
                <li key={feature}>
                  <FormattedMessage id={feature} />
                </li>
              ))}
            </ul>
            <p>
              <Link to={`/dashboard/cyber/create?plan=${plan.id.toUpperCase()}`}>
                <FormattedMessage
                  id="cyber.plans.choose"
                  values={{ plan: <FormattedMessage id={`cyber.plans.${plan.id}.name`} /> }}
                />
              </Link>
            </p>
            {plan.price && (
              <p>
                <strong>
                  <FormattedMessage id={plan.price} />
                </strong>{' '}
                <Link to="/dashboard/schedule-meeting">
                  <FormattedMessage id="cyber.plans.plus.meeting" />
                </Link>
              </p>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
