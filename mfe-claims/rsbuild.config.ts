import { createAppConfig } from '@platform/build-preset';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'mfe_claims',
  port: 3004,
  exposes: { './parcel': './src/parcel.ts' },
  title: 'Claims (standalone)',
});
