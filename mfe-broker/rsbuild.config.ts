import { createAppConfig } from '@platform/build-preset';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'mfe_broker',
  port: 3006,
  exposes: { './parcel': './src/parcel.ts' },
  // The broker home's first screen apart from the parcel: the shell's boot code draws it before the full shell.
  firstScreens: { './first-screen': './src/first-screen.tsx' },
  title: 'Broker (standalone)',
});
