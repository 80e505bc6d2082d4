// A stylesheet imported as text (rsbuild and vite read `?raw` the same way): see components/cyber-styles.tsx.
declare module '*.css?raw' {
  const content: string;
  export default content;
}
