import { createAppConfig } from '@platform/build-preset';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'mfe_cyber',
  port: 3005,
  exposes: { './parcel': './src/parcel.ts' },
  title: 'Cyber (standalone)',
});
