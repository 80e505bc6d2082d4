import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { BROKER_REGISTER_STEPS, type BrokerRegisterStep, type Country } from '@platform/domain';
import { Button, Card } from '@platform/ui';
import { FormError } from '@platform/remote-kit';
import { BrokerFields } from '../../../components/broker-forms/broker-fields';
import { valuesOf, type Section } from '../../../components/broker-forms/sections';
import { useBrokerForm } from '../../../components/broker-forms/use-broker-form';
import type { BrokerRegistration } from '../api/get-registration';
import { useSaveRegistration } from '../api/save-registration';

/** A data step (tax registry, regulator registry, address, bank data): saved on the server, then the next step. */
export function SectionStep({
  step,
  section,
  registration,
}: {
  step: BrokerRegisterStep;
  section: Section;
  registration: BrokerRegistration;
}) {
  const saveStep = useSaveRegistration();
  const intl = useIntl();
  const navigate = useNavigate();
  const country = registration.general_info.country as Country;
  const index = BROKER_REGISTER_STEPS.indexOf(step);
  const form = useBrokerForm(valuesOf(section, registration[section.key] as Record<string, unknown> | null), (values) =>
    section.problems(values, country),
  );
  const save = form.submit(async (values) => {
    await saveStep.mutateAsync({ [section.key]: section.toBody(values) });
    navigate(`/broker-register/step/${BROKER_REGISTER_STEPS[index + 1] ?? 'files'}`);
  });
  return (
    <Card padding="lg">
      <form onSubmit={save} noValidate aria-labelledby="broker-step-title" className="ui-form-stack">
        <h2 id="broker-step-title">
          <FormattedMessage id={`brokerRegister.step.${step}`} />
        </h2>
        <p className="ui-field__hint">
          <FormattedMessage id={`brokerRegister.intro.${step}`} />
        </p>
        <FormError code={form.formError} />
        <BrokerFields fields={section.fields} form={form} />
        <div className="ui-actions">
          {index > 0 && (
            <Link
              className="ui-button ui-button--secondary"
              to={`/broker-register/step/${BROKER_REGISTER_STEPS[index - 1]}`}
            >
              {intl.formatMessage({ id: 'brokerForm.back' })}
            </Link>
          )}
          <Button type="submit" loading={form.busy}>
            <FormattedMessage id="brokerForm.saveAndContinue" />
          </Button>
        </div>
      </form>
    </Card>
  );
}
