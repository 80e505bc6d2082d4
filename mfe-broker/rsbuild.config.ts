import { createAppConfig } from '@platform/build-preset';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'mfe_broker',
  port: 3006,
  exposes: { './parcel': './src/parcel.ts' },
  title: 'Broker (standalone)',
});
