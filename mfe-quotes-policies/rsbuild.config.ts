import { createAppConfig } from '@platform/build-preset';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'mfe_quotes_policies',
  port: 3003,
  // The customer home's first screen apart from the parcel: the shell's boot code draws it before the full shell.
  // The quote link's apart, so that neither first screen carries the other's view.
  exposes: { './parcel': './src/parcel.ts' },
  firstScreens: {
    './first-screen': './src/first-screen.tsx',
    './quote-link-first-screen': './src/quote-link-first-screen.tsx',
  },
  title: 'Quotes and policies (standalone)',
});
