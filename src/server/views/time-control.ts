/** How long a seat may think: a fixed limit per move, or a bank that each move refills by the increment. */
export type TimeControl =
  { kind: "per_move"; seconds: number } | { kind: "bank"; initialSeconds: number; incrementSeconds: number };
