import { errorCodeOf } from '@platform/api-client';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { isBrokerRegisterStep, type BrokerRegisterStep } from '@platform/domain';
import { Page } from '@platform/ui';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { SECTIONS, type Section } from '../../components/broker-forms/sections';
import { BrokerSessionGate } from './broker-session-gate';
import { useBrokerRegistration, type BrokerRegistration } from './api/get-registration';
import { RegisterStepper } from './register-stepper';
import { FilesStep } from './steps/files-step';
import { SectionStep } from './steps/section-step';

const SECTION_OF: Record<Exclude<BrokerRegisterStep, 'files'>, Section> = {
  'tax-registry': SECTIONS.tax_registry,
  'regulator-registry': SECTIONS.regulator_registry,
  address: SECTIONS.address,
  'bank-data': SECTIONS.bank_data,
};

/** A registration already sent (or decided) has nothing left to fill: the pending screen says what happens next. */
function useDoneTarget(registration: BrokerRegistration) {
  const { locale } = usePlatform();
  if (registration.status === 'APPROVED') return '/broker/index';
  if (registration.submitted_at || registration.status === 'REFUSED')
    return `/${locale.country}/${locale.language}/broker-success-screen/pending`;
  return null;
}

/** broker-register/index: resumes where the broker stopped (progress is kept on the server). */
export function BrokerRegisterIndex() {
  return (
    <BrokerSessionGate>
      <RegistrationLoader>{(registration) => <ResumeRegistration registration={registration} />}</RegistrationLoader>
    </BrokerSessionGate>
  );
}

function ResumeRegistration({ registration }: { registration: BrokerRegistration }) {
  const done = useDoneTarget(registration);
  return <Navigate to={done ?? `/broker-register/step/${registration.next_step ?? 'files'}`} replace />;
}

/** broker-register/step/{stepId}: one register step, filled with what was saved before. */
export function BrokerRegisterStepPage() {
  const { stepId } = useParams();
  if (!isBrokerRegisterStep(stepId)) return <Navigate to="/broker-register/index" replace />;
  return (
    <BrokerSessionGate>
      <RegistrationLoader key={stepId}>
        {(registration) => <RegisterStep step={stepId} registration={registration} />}
      </RegistrationLoader>
    </BrokerSessionGate>
  );
}

function RegisterStep({ step, registration }: { step: BrokerRegisterStep; registration: BrokerRegistration }) {
  const done = useDoneTarget(registration);
  if (done) return <Navigate to={done} replace />;
  return (
    <Page
      title={<FormattedMessage id="brokerRegister.title" values={{ name: registration.general_info.trade_name }} />}
      titleId="broker-register-title"
      width="narrow"
      before={<RegisterStepper current={step} completed={registration.completed_steps} />}
    >
      {step === 'files' ? (
        <FilesStep registration={registration} />
      ) : (
        <SectionStep step={step} section={SECTION_OF[step]} registration={registration} />
      )}
    </Page>
  );
}

function RegistrationLoader({ children }: { children: (registration: BrokerRegistration) => React.ReactNode }) {
  const intl = useIntl();
  const registration = useBrokerRegistration();
  if (registration.status !== 'success') {
    if (registration.status === 'error' && errorCodeOf(registration.error) === 'FORBIDDEN')
      return (
        <div className="ui-page ui-page--narrow">
          <p role="alert" className="ui-notice ui-notice--error">
            {intl.formatMessage({ id: 'brokerRegister.notBroker' })}
          </p>
        </div>
      );
    return <QueryFallback query={registration} />;
  }
  return <>{children(registration.data)}</>;
}
