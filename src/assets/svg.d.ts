// Webpack turns an imported SVG into the URL of the emitted file.
declare module '*.svg' {
  const url: string;
  export default url;
}
