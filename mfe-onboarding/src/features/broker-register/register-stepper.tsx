import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BROKER_REGISTER_STEPS, type BrokerRegisterStep } from '@platform/domain';
import { Stepper } from '@platform/ui';

/** Where the broker is in the register steps; done steps and the next one can be reopened. */
export function RegisterStepper({ current, completed }: { current: BrokerRegisterStep; completed: readonly string[] }) {
  const intl = useIntl();
  const reachable = (step: BrokerRegisterStep, index: number) =>
    completed.includes(step) || index === 0 || completed.includes(BROKER_REGISTER_STEPS[index - 1]!);
  return (
    <nav aria-label={intl.formatMessage({ id: 'brokerRegister.steps' })}>
      <Stepper
        label={intl.formatMessage({ id: 'brokerRegister.steps' })}
        doneLabel={intl.formatMessage({ id: 'brokerRegister.stepDone' })}
        steps={BROKER_REGISTER_STEPS.map((step, index) => {
          const label = <FormattedMessage id={`brokerRegister.step.${step}`} />;
          return {
            id: step,
            state: step === current ? 'current' : completed.includes(step) ? 'done' : 'upcoming',
            label:
              step !== current && reachable(step, index) ? (
                <Link to={`/broker-register/step/${step}`}>{label}</Link>
              ) : (
                label
              ),
          };
        })}
      />
    </nav>
  );
}
