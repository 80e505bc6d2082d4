import { apiProxy, createAppConfig, pluginAppMeta, readAppMeta } from '@platform/build-preset';
import { buildInlineScript } from './src/first-paint/build-first-paint';

const api = process.env.API_URL ?? 'http://localhost:4000';

export default createAppConfig({
  appRoot: import.meta.dirname,
  name: 'shell',
  port: 3000,
  extra: {
    html: {
      template: './index.html',
      templateParameters: {
        firstRequestsScript: buildInlineScript(import.meta.dirname, 'first-requests-entry.ts'),
        firstPaintScript: buildInlineScript(import.meta.dirname, 'first-paint-entry.ts'),
      },
    },
    // In development the shell's origin fronts the API, as the gateway does in `npm start`.
    server: { proxy: apiProxy(api) },
    // meta.json for the update notifier; the version comes from this package.json or APP_VERSION.
    plugins: [pluginAppMeta(readAppMeta(import.meta.dirname))],
  },
});
