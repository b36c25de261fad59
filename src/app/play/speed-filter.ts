// The lobby's speed filter: its chips, each the `speed` the lobby is asked for (table.lobby's input). A table is fast
// (played in real time, or under an hour a move) or daily (src/server/games/time-control.ts, speedOf); a table with no
// time limit counts as daily, so that chip's words (Play.lobby.speeds.daily) say it holds those too.
export const SPEED_FILTERS = ["any", "fast", "daily"] as const;

export type SpeedFilter = (typeof SPEED_FILTERS)[number];
