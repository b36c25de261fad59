// The font slices' route serves the installed package's files under the folder the fonts' stylesheet names, to be
// kept for good, and nothing else.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CJK_FONT_FOLDERS } from "~/app/cjk-fonts-file";
import { GET } from "./route";

const get = (folder: string, file: string) =>
  GET(new Request(`http://localhost/fonts/${folder}/${file}`), { params: Promise.resolve({ folder, file }) });
const [jp, kr] = Object.keys(CJK_FONT_FOLDERS) as [string, string];

describe("GET /fonts/<folder>/<file>", () => {
  it("serves a slice of the installed package as woff2, cacheable for good", async () => {
    const res = await get(jp, "noto-sans-jp-0-400-normal.woff2");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("font/woff2");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const file = createRequire(import.meta.url).resolve(
      "@fontsource/noto-sans-jp/files/noto-sans-jp-0-400-normal.woff2",
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(file))).toBe(true);
    expect((await get(kr, "noto-sans-kr-118-400-normal.woff2")).status).toBe(200);
  });

  it("answers 404 for another version, another package's file, a missing slice or any other path", async () => {
    for (const [folder, file] of [
      ["noto-sans-jp-0.0.1", "noto-sans-jp-0-400-normal.woff2"],
      [jp, "noto-sans-kr-0-400-normal.woff2"],
      [kr, "noto-sans-jp-0-400-normal.woff2"],
      [jp, "noto-sans-jp-999-400-normal.woff2"],
      [jp, "noto-sans-jp-0-400-normal.woff"],
      [jp, "../package.json"],
      [jp, "..%2F..%2Fpackage.json"],
      ["constructor", "noto-sans-jp-0-400-normal.woff2"],
      ["..", "noto-sans-jp-0-400-normal.woff2"],
    ] as const) {
      expect((await get(folder, file)).status, `${folder}/${file}`).toBe(404);
    }
  });
});
