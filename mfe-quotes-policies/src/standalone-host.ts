import { mountStandalone } from '@platform/remote-kit';
import { quotesPoliciesRemote } from './quotes-policies-remote';

mountStandalone(quotesPoliciesRemote);
