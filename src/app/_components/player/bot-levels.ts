// The bots' levels as players read them (practice tables' level picker, a bot's page). A plain module, not a client
// one, so server pages can read the labels too.
export const BOT_LEVEL_CHOICES = [
  { value: "random", label: "Random (any legal move)" },
  { value: "heuristic", label: "Heuristic (greedy on values and yaku)" },
  { value: "strong", label: "Strong (searches sampled deals)" },
] as const;
export type BotLevelChoice = (typeof BOT_LEVEL_CHOICES)[number]["value"];
