import { useIntl } from 'react-intl';
import { Link } from 'react-router';

const STEPS = ['collection', 'analysis', 'quotes', 'coverage'] as const;

/** ipaf/success and {country}/{language}/ipaf-ending: the questionnaire is with underwriting; the 4 steps ahead. */
export function QuestionnaireSuccess() {
  const intl = useIntl();
  return (
    <section className="ui-page" aria-labelledby="ipaf-success">
      <header className="ui-page-header">
        <h1 id="ipaf-success" tabIndex={-1}>
          {intl.formatMessage({ id: 'ipaf.success.title' })}
        </h1>
      </header>
      <p>{intl.formatMessage({ id: 'ipaf.success.text' })}</p>
      <ol className="ipaf-steps">
        {STEPS.map((step, index) => (
          <li key={step} aria-current={index === 1 ? 'step' : undefined}>
            <strong>{intl.formatMessage({ id: `ipaf.success.step.${step}` })}</strong>{' '}
            {intl.formatMessage({ id: `ipaf.success.step.${step}.text` })}
          </li>
        ))}
      </ol>
      <Link className="ui-button ui-button--primary" to="/dashboard/index">
        {intl.formatMessage({ id: 'ipaf.success.home' })}
      </Link>
    </section>
  );
}
