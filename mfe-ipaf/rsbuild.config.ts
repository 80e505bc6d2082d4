import { createAppConfig } from '@platform/build-preset';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'mfe_ipaf',
  port: 3002,
  exposes: { './parcel': './src/parcel.ts' },
  title: 'Application questionnaire (standalone)',
});
