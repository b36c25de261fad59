// Types of scripts/precompress-static.mjs, for the static files' test.
export const COMPRESSIBLE: RegExp;
export function precompressStatic(staticDir: string): Promise<number>;
