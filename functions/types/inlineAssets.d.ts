// Vite inlines `?inline` imports as data URLs (the root tsconfig gets this from vite/client; the
// functions' Node-only typecheck declares the one form the backend uses: the pass's images).
declare module '*.png?inline' {
  const dataUrl: string;
  export default dataUrl;
}
