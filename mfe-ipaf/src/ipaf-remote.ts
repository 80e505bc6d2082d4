import type { RemoteDefinition } from '@platform/remote-kit';
import { IpafRoutes } from './ipaf-routes';
import { coreMessages } from './core-messages';

export const ipafRemote: RemoteDefinition = { name: 'mfe_ipaf', Routes: IpafRoutes, messages: coreMessages };
