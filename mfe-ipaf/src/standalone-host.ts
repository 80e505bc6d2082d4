import { mountStandalone } from '@platform/remote-kit';
import { ipafRemote } from './ipaf-remote';

mountStandalone(ipafRemote);
