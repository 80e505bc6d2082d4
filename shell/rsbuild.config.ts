import { apiProxy, createAppConfig, pluginAppMeta, readAppMeta } from '@platform/build-preset';
import { buildInlineScript } from './src/first-paint/build-first-paint';
import { holdEntryScript } from './src/first-paint/shell-entry';

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
      // The entry is started by the first paint's script, not by the parser (src/first-paint/shell-entry.ts).
      tags: [(tags) => tags.map(holdEntryScript)],
    },
    // In development the shell's origin fronts the API, as the gateway does in `npm start`.
    server: { proxy: apiProxy(api) },
    // meta.json for the update notifier; the version comes from this package.json or APP_VERSION.
    plugins: [pluginAppMeta(readAppMeta(import.meta.dirname))],
  },
});
