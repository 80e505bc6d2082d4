import type { RemoteDefinition } from '@platform/remote-kit';
import { ClaimsRoutes } from './claims-routes';
import { messages } from './messages';

export const claimsRemote: RemoteDefinition = { name: 'mfe_claims', Routes: ClaimsRoutes, messages };
