/** @type {import('@ladle/react').UserConfig} */
export default {
  // The catalogue of @platform/ui: every component in its states, built by `npm test`.
  stories: 'src/**/*.stories.tsx',
  outDir: 'catalogue',
  addons: { a11y: { enabled: true }, rtl: { enabled: false } },
};
