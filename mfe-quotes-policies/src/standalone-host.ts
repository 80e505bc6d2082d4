import { mountStandalone } from '@platform/remote-kit/standalone';
import '@platform/ui/src/ui.css';
import { quotesPoliciesRemote } from './quotes-policies-remote';

mountStandalone(quotesPoliciesRemote);
