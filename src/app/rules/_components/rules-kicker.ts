// The line above a game's rules heading: "Rules · 2 to 7 players"; "ルール・2〜7人" in Japanese, whose middle dot takes
// no spaces.
import type { Translator } from "~/app/_lib/translator";

/** `t`: the Rules translator; `min` and `max`: the players the game seats. */
export function rulesKicker(min: number, max: number, t: Translator): string {
  const players = min === max ? t("players", { count: min }) : t("playerRange", { min, max });
  return [t("kicker"), players].join(t("separator"));
}
