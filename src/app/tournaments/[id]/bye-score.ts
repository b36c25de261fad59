// What a bye scores, said where byes appear (src/engine/tournament/SWISS.md, "4. Byes and scores"): by default the
// round's average, the mean of the points every side that played the round scored, so one bye counted +100 and
// another +94 with no word why. The sentences take the page's translator (namespace Tournaments).
import type { Translator } from "~/app/_lib/translator";
import type { RoundView, TournamentView } from "~/server/views/tournament";
import { num, scoreList } from "./score";

/** Points with their sign, a real minus and the decimal sign of `locale` ("+94", "−12", "+0.5", "+0,5"). */
export const signedPoints = (x: number, locale = "en") => (x < 0 ? "\u2212" : "+") + num(Math.abs(x), locale);

/** The rule in words: "the round's average" or "a fixed 1 point". */
export function byeRuleText(rule: TournamentView["byeScore"], t: Translator): string {
  return rule === "average" ? t("bye.average") : t("bye.fixed", { count: rule });
}

/** The event's facts: how byes score. */
export function byeFact(rule: TournamentView["byeScore"], t: Translator, locale = "en"): string {
  return rule === "average" ? t("bye.averageFact") : t("bye.fixedFact", { points: signedPoints(rule, locale) });
}

/** A round's byes with what each counts: "Bye: Emi +94 (the round's average so far)". */
export function byesLine(
  r: Pick<RoundView, "byes" | "status">,
  rule: TournamentView["byeScore"],
  t: Translator,
  locale = "en",
): string {
  const names = scoreList(
    r.byes.map((b) => (b.points === null ? b.name : `${b.name} ${signedPoints(b.points, locale)}`)),
    locale,
  );
  const soFar = rule === "average" && r.status === "playing";
  return t("bye.line", { names, rule: byeRuleText(rule, t), soFar: String(soFar) });
}

/** The viewer's own bye: what it scores, and how much so far while the round is played. */
export function yourByeText(
  points: number | null,
  rule: TournamentView["byeScore"],
  t: Translator,
  locale = "en",
): string {
  const worth =
    rule === "average" && points !== null
      ? t("bye.scoresSoFar", { rule: byeRuleText(rule, t), points: signedPoints(points, locale) })
      : t("bye.scores", { rule: byeRuleText(rule, t) });
  return `${t("bye.yours")} ${worth}`;
}
