// Test support: the fields of a Judge live view that the board tests seldom change (both players present, nobody has
// acted, the standard window, limits and countdown).
import type { JudgeLiveView } from "~/server/judge/live-view";

export const LIVE_DEFAULTS = {
  countdownMs: 1800,
  present: [true, true],
  actions: [null, null],
  idleRounds: [0, 0],
  idleLimit: 5,
  ready: null,
  startsAt: null,
  absentForfeitAt: null,
  awayLimitMs: 120_000,
  windowMs: 1500,
  extensionMs: 800,
} satisfies Partial<JudgeLiveView>;
