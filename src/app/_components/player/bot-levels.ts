// The bot levels a practice table's picker offers: the engine's (use-bot-level-choices.ts words them).
export type { BotLevel as BotLevelChoice } from "~/engine/bots/types";
