// The bots' search stays on the server: no client component reaches the bot registry or the search through its
// static value imports (type imports are erased from the bundle). The client reads what it needs of the bots from
// small modules of their own (levels, reaction profiles, the analysable games, the measured strengths).
import { expect, it } from "vitest";
import { bringsValues, chainsTo, clientModules } from "~/app/_lib/testing/client-imports";

const FORBIDDEN = ["engine/bots/registry.ts", "engine/bots/search.ts", "engine/bots/fishing.ts"];

it("keeps the bot registry and the search out of the client's modules", () => {
  expect(clientModules().length).toBeGreaterThan(20);
  expect(chainsTo(FORBIDDEN)).toEqual([]);
});

it("follows value imports and leaves type imports alone", () => {
  expect(bringsValues("{ chooseMove }")).toBe(true);
  expect(bringsValues("{ BOT_LEVELS, type BotLevel }")).toBe(true);
  expect(bringsValues("type { BotInput }")).toBe(false);
  expect(bringsValues("{ type BotInput, type BotMove }")).toBe(false);
  expect(bringsValues("* as bots")).toBe(true);
});
