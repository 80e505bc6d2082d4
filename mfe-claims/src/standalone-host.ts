import { mountStandalone } from '@platform/remote-kit';
import { claimsRemote } from './claims-remote';

mountStandalone(claimsRemote);
