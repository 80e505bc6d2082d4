import { createAppConfig } from '@platform/build-preset';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'mfe_quotes_policies',
  port: 3003,
  exposes: { './parcel': './src/parcel.ts' },
  title: 'Quotes and policies (standalone)',
});
