// How a tournament's pairings are decided and scored: games per pairing, points or victories, and the Swiss rounds.
import { ChoiceSelect } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";
import { NumberInput } from "~/app/_components/forms/number-input";
import type { TournamentScoring, TournamentSectionProps } from "./tournament-form-model";

const SCORINGS: { value: TournamentScoring; label: string }[] = [
  { value: "cumulative", label: "Cumulative points" },
  { value: "victories", label: "Win count (victories)" },
];

export function ScoringFields({ s, set, err }: TournamentSectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        id="t-games"
        label="Games per pairing"
        error={err("gamesPerPairing")}
        hint="The first dealer rotates across them."
      >
        <NumberInput
          id="t-games"
          min={1}
          max={12}
          className="field-input"
          value={s.gamesPerPairing}
          onChange={(gamesPerPairing) => set({ gamesPerPairing })}
        />
      </Field>
      <Field id="t-scoring" label="Scoring" error={err("scoring")}>
        <ChoiceSelect
          id="t-scoring"
          className="field-input"
          choices={SCORINGS}
          value={s.scoring}
          onChange={(scoring) => set({ scoring })}
        />
      </Field>
      {s.format === "swiss" ? (
        <Field
          id="t-swiss"
          label="Swiss rounds"
          error={err("swissRounds")}
          hint="Blank: as many as a knockout would take (two at a table: 3 for 5 to 8 entrants, 4 for 9 to 16), fixed when registration closes."
        >
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
