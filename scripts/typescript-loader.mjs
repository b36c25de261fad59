// The server code is TypeScript shared with the app; tsx loads it. tsx also turns on Node's source-map support,
// with which Node reads and decodes the source map of every module it loads (Next.js's server chunks and the
// packages that ship maps), a large share of a production server's heap (docs/decisions/0008). So a
// production server keeps Node's own default, maps only when asked for (`node --enable-source-maps` or NODE_OPTIONS),
// and stack traces name the built files' lines; development keeps them.
export async function registerTypeScript({ dev }) {
  const asked = process.sourceMapsEnabled;
  const { register } = await import("tsx/esm/api");
  register();
  if (!dev) process.setSourceMapsEnabled(asked);
}
