// Stylesheets are bundled by rsbuild; importing one has no value to type.
declare module '*.css';
