import type { RemoteDefinition } from '@platform/remote-kit';
import { BrokerRoutes } from './broker-routes';
import { messages } from './messages';

export const brokerRemote: RemoteDefinition = { name: 'mfe_broker', Routes: BrokerRoutes, messages };
