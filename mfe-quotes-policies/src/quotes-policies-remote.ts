import type { RemoteDefinition } from '@platform/remote-kit';
import { QuotesPoliciesRoutes } from './quotes-policies-routes';
import { messages } from './messages';

export const quotesPoliciesRemote: RemoteDefinition = {
  name: 'mfe_quotes_policies',
  Routes: QuotesPoliciesRoutes,
  messages,
};
