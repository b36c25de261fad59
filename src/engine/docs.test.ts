import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderOptionTables } from "./docs";

describe("src/engine/README.md", () => {
  it("lists every game's options as the engine declares them (regenerate: npx tsx scripts/engine-readme.ts)", () => {
    const readme = readFileSync(new URL("./README.md", import.meta.url), "utf8");
    const between = readme.split("<!-- options:start -->")[1]?.split("<!-- options:end -->")[0] ?? "";
    expect(between.trim()).toBe(renderOptionTables().trim());
  });
});
