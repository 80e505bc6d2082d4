import type { RemoteDefinition } from '@platform/remote-kit';
import { CyberRoutes } from './cyber-routes';
import { messages } from './messages';

export const cyberRemote: RemoteDefinition = { name: 'mfe_cyber', Routes: CyberRoutes, messages };
