// Types of scripts/server-bundle.mjs, for its test.
export function serverBundleDir(root: string): string;
export function serverBundleEntry(dir: string): string;
export function bundleServer(root: string, dir?: string): Promise<string>;
