import path from 'node:path';

const RUNTIMES = path.join(import.meta.dirname, 'fast-refresh');

/**
 * React Fast Refresh across the federation boundary, for `rsbuild dev` of the shell and of a
 * remote loaded by it.
 *
 * A React Refresh runtime refreshes only the renderers that React injected after the runtime
 * hooked into it, and only the component families registered with it. The shell's runtime hooks
 * in first, from its entry, before React loads; a remote's own runtime would hook in after React
 * (the shared singleton) is already there, and the remote's edits would reach no renderer. So
 * the remote registers with the shell's runtime instance. It cannot be a module federation
 * shared module: the shell's entry needs it synchronously, before the share scope exists.
 *
 * Returns what `pluginReact` is given (`reactRefreshOptions`) and an rsbuild plugin.
 */
export function federatedFastRefresh({ name, isRemote }) {
  return {
    reactRefreshOptions: {
      // These modules are the runtime's plumbing, not components to instrument.
      exclude: [/[\\/]node_modules[\\/]/, RUNTIMES],
      // A remote's runtime must not hook into React a second time.
      ...(isRemote ? { injectEntry: false } : {}),
    },
    plugin: {
      name: 'platform:federated-fast-refresh',
      setup(api) {
        api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
          if (isRemote) return config;
          return mergeRsbuildConfig(config, { source: { preEntry: [path.join(RUNTIMES, 'host-runtime.mjs')] } });
        });
        api.modifyRspackConfig((config, { rspack }) => {
          if (!isRemote) return;
          config.plugins.push(
            new rspack.NormalModuleReplacementPlugin(
              /^react-refresh\/runtime$/,
              `${path.join(RUNTIMES, 'remote-runtime.mjs')}?${name}`,
            ),
          );
        });
      },
    },
  };
}
