// Hand-checked golden records (golden/README.md says what each checks and how its scores were
// worked out), replayed through the generic record module and, for two of them, the real CLI.

import { describe, expect } from "vitest";
import { goldens, itHasGoldens, itReplaysEach, itReplaysThroughCli } from "../core/testing/golden";

const g = goldens(new URL("./golden/", import.meta.url));
const names = g.names();

describe("Sutda golden records", () => {
  itHasGoldens(names, [
    "showdown-2p",
    "t17-three-players",
    "side-pots",
    "bankruptcy-last-player",
    "tie-split",
    "tie-rematch",
    "gusa-rematch",
    "last-player-2p",
    "malformed-out-of-turn",
  ]);
  itReplaysEach(g, names);
});

describe("hanafuda replay (the real CLI) on Sutda records", () => {
  itReplaysThroughCli(g, "showdown-2p.json", "malformed-out-of-turn.json", (out) =>
    expect(out).toEqual(g.read("malformed-out-of-turn.expected.json")),
  );
});
