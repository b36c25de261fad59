// How a tournament's pairings are decided and scored: games per pairing, points or victories, and the Swiss rounds.
import { useTranslations } from "next-intl";
import { Field } from "~/app/_components/forms/field";
import { DigitsInput, NumberFields, type NumberFieldSpec } from "./number-fields";
import type { TournamentScoring, TournamentSectionProps } from "./tournament-form-model";
import { WordSelect } from "./word-select";

const SCORINGS: TournamentScoring[] = ["cumulative", "victories"];

const GAMES_PER_PAIRING: NumberFieldSpec[] = [
  {
    id: "t-games",
    key: "gamesPerPairing",
    serverField: "gamesPerPairing",
    label: "gamesPerPairing",
    hint: "gamesPerPairingHint",
    min: 1,
    max: 12,
  },
];

export function ScoringFields({ s, set, err }: TournamentSectionProps) {
  const t = useTranslations("TournamentForm");
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <NumberFields specs={GAMES_PER_PAIRING} s={s} set={set} err={err} />
      <WordSelect field="scoring" values={SCORINGS} s={s} set={set} err={err} />
      {s.format === "swiss" ? (
        <Field id="t-swiss" label={t("swissRounds")} error={err("swissRounds")} hint={t("swissRoundsHint")}>
          <DigitsInput id="t-swiss" value={s.swissRounds} onChange={(swissRounds) => set({ swissRounds })} />
        </Field>
      ) : null}
    </div>
  );
}
