// The development server's code is TypeScript shared with the app; tsx loads it (with Node's source-map support, so
// stack traces name the sources' lines). A production server loads the bundle scripts/server-bundle.mjs makes.
export async function registerTypeScript() {
  const { register } = await import("tsx/esm/api");
  register();
}
