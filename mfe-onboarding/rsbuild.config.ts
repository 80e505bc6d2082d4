import { createAppConfig } from '@platform/build-preset';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'mfe_onboarding',
  port: 3001,
  exposes: { './parcel': './src/parcel.ts' },
  title: 'Onboarding (standalone)',
});
