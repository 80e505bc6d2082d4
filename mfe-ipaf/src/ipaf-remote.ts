import type { RemoteDefinition } from '@platform/remote-kit';
import { IpafRoutes } from './ipaf-routes';
import { messages } from './messages';

export const ipafRemote: RemoteDefinition = { name: 'mfe_ipaf', Routes: IpafRoutes, messages };
