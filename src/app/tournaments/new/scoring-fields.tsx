// How a tournament's pairings are decided and scored: games per pairing, points or victories, and the Swiss rounds.
import { useTranslations } from "next-intl";
import { ChoiceSelect } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";
import { NumberInput } from "~/app/_components/forms/number-input";
import type { TournamentScoring, TournamentSectionProps } from "./tournament-form-model";

const SCORINGS: TournamentScoring[] = ["cumulative", "victories"];

export function ScoringFields({ s, set, err }: TournamentSectionProps) {
  const t = useTranslations("TournamentForm");
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field id="t-games" label={t("gamesPerPairing")} error={err("gamesPerPairing")} hint={t("gamesPerPairingHint")}>
        <NumberInput
          id="t-games"
          min={1}
          max={12}
          className="field-input"
          value={s.gamesPerPairing}
          onChange={(gamesPerPairing) => set({ gamesPerPairing })}
        />
      </Field>
      <Field id="t-scoring" label={t("scoring")} error={err("scoring")}>
        <ChoiceSelect
          id="t-scoring"
          className="field-input"
          choices={SCORINGS.map((value) => ({ value, label: t(`scorings.${value}`) }))}
          value={s.scoring}
          onChange={(scoring) => set({ scoring })}
        />
      </Field>
      {s.format === "swiss" ? (
        <Field id="t-swiss" label={t("swissRounds")} error={err("swissRounds")} hint={t("swissRoundsHint")}>
          <input
            id="t-swiss"
            className="field-input"
            inputMode="numeric"
            value={s.swissRounds}
            onChange={(e) => set({ swissRounds: e.target.value.replace(/\D/g, "") })}
          />
        </Field>
      ) : null}
    </div>
  );
}
