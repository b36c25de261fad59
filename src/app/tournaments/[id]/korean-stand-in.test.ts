// Korean names the stand-in one way on every page, 대리 플레이어 (as the notifications, mails and errors say): the
// tournament page once said 대타 in its round line and facts, so a player met two words for one thing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("the Korean stand-in", () => {
  it("is 대리 플레이어 in every catalog, never 대타", () => {
    const dir = join(process.cwd(), "messages/ko");
    const found = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .filter((f) => readFileSync(join(dir, f), "utf8").includes("대타"));
    expect(found).toEqual([]);
  });
});
