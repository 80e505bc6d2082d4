import { Navigate, Route } from 'react-router';
import { onboardingScreen } from './lazy-onboarding-screen';

const BrokerEditProfilePage = onboardingScreen(
  () => import('./features/broker-profile/edit-profile-page'),
  (m) => m.BrokerEditProfilePage,
);
const BrokerRegisterIndex = onboardingScreen(
  () => import('./features/broker-register/broker-register-page'),
  (m) => m.BrokerRegisterIndex,
);
const BrokerRegisterStepPage = onboardingScreen(
  () => import('./features/broker-register/broker-register-page'),
  (m) => m.BrokerRegisterStepPage,
);
const BrokerSuccessScreen = onboardingScreen(
  () => import('./features/broker-register/broker-success-screen'),
  (m) => m.BrokerSuccessScreen,
);
const BrokerIntro = onboardingScreen(
  () => import('./features/broker-signup/broker-intro'),
  (m) => m.BrokerIntro,
);
const BrokerSignupFinish = onboardingScreen(
  () => import('./features/broker-signup/broker-signup-finish'),
  (m) => m.BrokerSignupFinish,
);
const BrokerSignupStep = onboardingScreen(
  () => import('./features/broker-signup/broker-signup-form'),
  (m) => m.BrokerSignupStep,
);

/** Broker signup, register, the pending screen and edit-profile: spread into OnboardingRoutes. */
export const brokerOnboardingRoutes = [
  <Route key="broker-signup-index" path="/broker-signup/index" element={<BrokerIntro />} />,
  <Route key="broker-signup-step" path="/broker-signup/step/:stepId" element={<BrokerSignupStep />} />,
  <Route key="broker-signup-finish" path="/broker-signup/finish" element={<BrokerSignupFinish />} />,
  <Route key="broker-signup-other" path="/broker-signup/*" element={<Navigate to="/broker-signup/index" replace />} />,
  <Route key="broker-register-index" path="/broker-register/index" element={<BrokerRegisterIndex />} />,
  <Route key="broker-register-step" path="/broker-register/step/:stepId" element={<BrokerRegisterStepPage />} />,
  <Route
    key="broker-register-other"
    path="/broker-register/*"
    element={<Navigate to="/broker-register/index" replace />}
  />,
  <Route key="broker-landing" path="/:country/:language/broker-register" element={<BrokerIntro />} />,
  <Route
    key="broker-success"
    path="/:country/:language/broker-success-screen/:type"
    element={<BrokerSuccessScreen />}
  />,
  <Route key="broker-edit-profile" path="/broker/edit-profile" element={<BrokerEditProfilePage />} />,
];
