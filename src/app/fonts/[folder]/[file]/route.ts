// GET /fonts/<slug>-<version>/<file>: a slice of the Japanese or Korean font (woff2) from the installed @fontsource
// package, as named by the fonts' stylesheet (scripts/cjk-font-css.mjs). The address carries the package's version,
// so a browser may keep the file for good; any other folder or file is a 404.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CJK_FONT_FOLDERS } from "~/app/cjk-fonts-file";

const FILE = /^(noto-sans-[a-z]+)-\d{1,3}-400-normal\.woff2$/;

export async function GET(_request: Request, { params }: { params: Promise<{ folder: string; file: string }> }) {
  const { folder, file } = await params;
  const fontPackage = Object.hasOwn(CJK_FONT_FOLDERS, folder) ? CJK_FONT_FOLDERS[folder] : undefined;
  const slug = FILE.exec(file)?.[1];
  if (!fontPackage || slug === undefined || !fontPackage.endsWith(`/${slug}`)) return notFound();
  // Read from the installed package at run time rather than bundled: 250 files, 6.5 MB, of which a page needs a few.
  const bytes = await readFile(
    join(/* turbopackIgnore: true */ process.cwd(), "node_modules", fontPackage, "files", file),
  ).catch(() => null);
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "font/woff2", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
