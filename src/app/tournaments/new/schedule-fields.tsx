// When a tournament runs and how long its players have: registration, the rounds' start, length and spacing, the
// clock of each move, the timeouts before a seat is forfeited, and how many may enter.
import { useLocale, useTranslations } from "next-intl";
import { ChoiceSelect } from "~/app/_components/forms/choice-select";
import { Field } from "~/app/_components/forms/field";
import { NumberInput } from "~/app/_components/forms/number-input";
import { PER_MOVE_PRESETS } from "~/app/play/table-form-model";
import { duration } from "~/lib/when";
import type { TournamentSectionProps } from "./tournament-form-model";

export function ScheduleFields({ s, set, err }: TournamentSectionProps) {
  const t = useTranslations("TournamentForm");
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="t-closes" label={t("closes")} error={err("registrationClosesAt")} hint={t("ownTimeZone")}>
        <input
          id="t-closes"
          type="datetime-local"
          className="field-input"
          value={s.closes}
          onChange={(e) => set({ closes: e.target.value })}
          required
        />
      </Field>
      <Field id="t-first" label={t("firstRound")} error={err("roundStartTimes")}>
        <input
          id="t-first"
          type="datetime-local"
          className="field-input"
          value={s.firstRound}
          onChange={(e) => set({ firstRound: e.target.value })}
          required
        />
      </Field>
      <Field id="t-round-hours" label={t("roundHours")} error={err("roundDurationSeconds")} hint={t("roundHoursHint")}>
        <NumberInput
          id="t-round-hours"
          min={0.1}
          step="any"
          className="field-input"
          value={s.roundHours}
          onChange={(roundHours) => set({ roundHours })}
        />
      </Field>
      <Field id="t-interval" label={t("interval")} error={err("roundIntervalSeconds")} hint={t("intervalHint")}>
        <NumberInput
          id="t-interval"
          min={0}
          step="any"
          className="field-input"
          value={s.intervalHours}
          onChange={(intervalHours) => set({ intervalHours })}
        />
      </Field>
      <Field id="t-move" label={t("perMove")} error={err("timeControl")}>
        <ChoiceSelect
          id="t-move"
          className="field-input"
          choices={PER_MOVE_PRESETS.map((p) => ({ value: p.seconds, label: duration(p.seconds, locale, true) }))}
          value={s.perMove}
          onChange={(perMove) => set({ perMove })}
        />
      </Field>
      <Field id="t-timeouts" label={t("timeouts")} error={err("timeoutsBeforeForfeit")}>
        <NumberInput
          id="t-timeouts"
          min={1}
          max={20}
          className="field-input"
          value={s.timeouts}
          onChange={(timeouts) => set({ timeouts })}
        />
      </Field>
      <Field id="t-min" label={t("minEntrants")} error={err("minEntrants")} hint={t("minEntrantsHint")}>
        <NumberInput
          id="t-min"
          min={2}
          max={256}
          className="field-input"
          value={s.minEntrants}
          onChange={(minEntrants) => set({ minEntrants })}
        />
      </Field>
      <Field id="t-max" label={t("maxEntrants")} error={err("maxEntrants")}>
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
