// When a tournament runs and how long its players have: registration, the rounds' start, length and spacing, the
// clock of each move, the timeouts before a seat is forfeited, and how many may enter.
import { ChoiceSelect, secondsChoices } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";
import { NumberInput } from "~/app/_components/forms/number-input";
import { PER_MOVE_PRESETS } from "~/app/play/table-form-model";
import type { TournamentSectionProps } from "./tournament-form-model";

export function ScheduleFields({ s, set, err }: TournamentSectionProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="t-closes"
        label="Registration closes"
        error={err("registrationClosesAt")}
        hint="In your own time zone."
      >
        <input
          id="t-closes"
          type="datetime-local"
          className="field-input"
          value={s.closes}
          onChange={(e) => set({ closes: e.target.value })}
          required
        />
      </Field>
      <Field id="t-first" label="Round 1 starts" error={err("roundStartTimes")}>
        <input
          id="t-first"
          type="datetime-local"
          className="field-input"
          value={s.firstRound}
          onChange={(e) => set({ firstRound: e.target.value })}
          required
        />
      </Field>
      <Field
        id="t-round-hours"
        label="Each round lasts (hours)"
        error={err("roundDurationSeconds")}
        hint="At the deadline the stand-in finishes the games."
      >
        <NumberInput
          id="t-round-hours"
          min={0.1}
          step="any"
          className="field-input"
          value={s.roundHours}
          onChange={(roundHours) => set({ roundHours })}
        />
      </Field>
      <Field
        id="t-interval"
        label="Rounds start every (hours)"
        error={err("roundIntervalSeconds")}
        hint="A round never starts before the one before it is over."
      >
        <NumberInput
          id="t-interval"
          min={0}
          step="any"
          className="field-input"
          value={s.intervalHours}
          onChange={(intervalHours) => set({ intervalHours })}
        />
      </Field>
      <Field id="t-move" label="Time for each move" error={err("timeControl")}>
        <ChoiceSelect
          id="t-move"
          className="field-input"
          choices={secondsChoices(PER_MOVE_PRESETS)}
          value={s.perMove}
          onChange={(perMove) => set({ perMove })}
        />
      </Field>
      <Field id="t-timeouts" label="Timeouts before a seat is forfeited" error={err("timeoutsBeforeForfeit")}>
        <NumberInput
          id="t-timeouts"
          min={1}
          max={20}
          className="field-input"
          value={s.timeouts}
          onChange={(timeouts) => set({ timeouts })}
        />
      </Field>
      <Field id="t-min" label="Fewest entrants" error={err("minEntrants")} hint="Fewer at the close cancel the event.">
        <NumberInput
          id="t-min"
          min={2}
          max={256}
          className="field-input"
          value={s.minEntrants}
          onChange={(minEntrants) => set({ minEntrants })}
        />
      </Field>
      <Field id="t-max" label="Most entrants" error={err("maxEntrants")}>
        <NumberInput
          id="t-max"
          min={2}
          max={256}
          className="field-input"
          value={s.maxEntrants}
          onChange={(maxEntrants) => set({ maxEntrants })}
        />
      </Field>
    </div>
  );
}
