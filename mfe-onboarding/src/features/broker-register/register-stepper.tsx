import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BROKER_REGISTER_STEPS, type BrokerRegisterStep } from '@platform/domain';

/** Where the broker is in the register steps; done steps and the current one can be reopened. */
export function RegisterStepper({ current, completed }: { current: BrokerRegisterStep; completed: readonly string[] }) {
  const intl = useIntl();
  const reachable = (step: BrokerRegisterStep, index: number) =>
    completed.includes(step) || index === 0 || completed.includes(BROKER_REGISTER_STEPS[index - 1]!);
  return (
    <nav aria-label={intl.formatMessage({ id: 'brokerRegister.steps' })}>
      <ol className="ui-stepper">
        {BROKER_REGISTER_STEPS.map((step, index) => {
          const label = (
            <>
              <span className="ui-stepper__number">{index + 1}</span>{' '}
              <FormattedMessage id={`brokerRegister.step.${step}`} />
              {completed.includes(step) && (
                <span className="ui-visually-hidden"> ({intl.formatMessage({ id: 'brokerRegister.stepDone' })})</span>
              )}
            </>
          );
          return (
            <li
              key={step}
              className={`ui-stepper__item${step === current ? ' ui-stepper__item--current' : ''}${completed.includes(step) ? ' ui-stepper__item--done' : ''}`}
            >
              {step !== current && reachable(step, index) ? (
                <Link to={`/broker-register/step/${step}`}>{label}</Link>
              ) : (
                <span aria-current={step === current ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
