import { Navigate, Route } from 'react-router';
import { BrokerEditProfilePage } from './features/broker-profile/edit-profile-page';
import { BrokerRegisterIndex, BrokerRegisterStepPage } from './features/broker-register/broker-register-page';
import { BrokerSuccessScreen } from './features/broker-register/broker-success-screen';
import { BrokerIntro } from './features/broker-signup/broker-intro';
import { BrokerSignupFinish } from './features/broker-signup/broker-signup-finish';
import { BrokerSignupStep } from './features/broker-signup/broker-signup-form';

/** Broker signup, register, the pending screen and edit-profile: spread into OnboardingRoutes. */
export const brokerOnboardingRoutes = [
  <Route key="broker-signup-index" path="/broker-signup/index" element={<BrokerIntro />} />,
  <Route key="broker-signup-step" path="/broker-signup/step/:stepId" element={<BrokerSignupStep />} />,
  <Route key="broker-signup-finish" path="/broker-signup/finish" element={<BrokerSignupFinish />} />,
  <Route key="broker-signup-other" path="/broker-signup/*" element={<Navigate to="/broker-signup/index" replace />} />,
  <Route key="broker-register-index" path="/broker-register/index" element={<BrokerRegisterIndex />} />,
  <Route key="broker-register-step" path="/broker-register/step/:stepId" element={<BrokerRegisterStepPage />} />,
  <Route key="broker-register-other" path="/broker-register/*" element={<Navigate to="/broker-register/index" replace />} />,
  <Route key="broker-landing" path="/:country/:language/broker-register" element={<BrokerIntro />} />,
  <Route key="broker-success" path="/:country/:language/broker-success-screen/:type" element={<BrokerSuccessScreen />} />,
  <Route key="broker-edit-profile" path="/broker/edit-profile" element={<BrokerEditProfilePage />} />,
];
