// What a bye scores, said where byes appear (src/engine/tournament/SWISS.md, "4. Byes and scores"): by default the
// round's average, the mean of the points every side that played the round scored, so one bye counted +100 and
// another +94 with no word why.
import type { RoundView, TournamentView } from "~/server/views/tournament";
import { plural } from "~/engine/core/plural";

/** Points with their sign and a real minus ("+94", "−12", "+0.5"). */
export const signedPoints = (x: number) =>
  (x < 0 ? "\u2212" : "+") + (Number.isInteger(x) ? String(Math.abs(x)) : Math.abs(x).toFixed(1));

/** The rule in words: "the round's average" or "a fixed 1 point". */
export function byeRuleText(rule: TournamentView["byeScore"]): string {
  return rule === "average" ? "the round's average" : `a fixed ${plural(rule, "point")}`;
}

/** The event's facts: how byes score. */
export function byeFact(rule: TournamentView["byeScore"]): string {
  return rule === "average"
    ? "The round's average: the mean of the points every side that played the round scored"
    : `${signedPoints(rule)} each`;
}

/** A round's byes with what each counts: "Bye: Emi +94 (the round's average so far)". */
export function byesLine(r: Pick<RoundView, "byes" | "status">, rule: TournamentView["byeScore"]): string {
  const names = r.byes.map((b) => (b.points === null ? b.name : `${b.name} ${signedPoints(b.points)}`)).join(", ");
  return `Bye: ${names} (${byeRuleText(rule)}${rule === "average" && r.status === "playing" ? " so far" : ""})`;
}

/** The viewer's own bye: what it scores, and how much so far while the round is played. */
export function yourByeText(points: number | null, rule: TournamentView["byeScore"]): string {
  const worth =
    rule === "average"
      ? `It scores ${byeRuleText(rule)}${points === null ? "" : ` (${signedPoints(points)} so far)`}.`
      : `It scores ${byeRuleText(rule)}.`;
  return `You have a bye this round: you sit it out, unpaired. ${worth}`;
}
