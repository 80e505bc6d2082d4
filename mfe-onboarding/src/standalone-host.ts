import { mountStandalone } from '@platform/remote-kit/standalone';
import '@platform/ui/src/ui.css';
import { onboardingRemote } from './onboarding-remote';

// Onboarding owns the product's sign-in screen: the provider's login page is its own here too.
mountStandalone(onboardingRemote, { ownSignInScreen: true });
