// The create-tournament form's number boxes as data: the state field each sets, the server's name for its errors, its
// label and hint in the TournamentForm catalog, and its limits.
import type { InputHTMLAttributes } from "react";
import { useTranslations } from "next-intl";
import { Field } from "~/app/_components/forms/field";
import { NumberInput } from "~/app/_components/forms/number-input";
import type { TournamentFormState, TournamentSectionProps } from "./tournament-form-model";

type NumberKey = {
  [K in keyof TournamentFormState]: TournamentFormState[K] extends number ? K : never;
}[keyof TournamentFormState];

export interface NumberFieldSpec extends Pick<InputHTMLAttributes<HTMLInputElement>, "min" | "max" | "step"> {
  id: string;
  key: NumberKey;
  /** The field's name in the server's errors. */
  serverField: string;
  label: string;
  hint?: string;
}

export function NumberFields({
  specs,
  s,
  set,
  err,
}: TournamentSectionProps & {
  specs: NumberFieldSpec[];
}) {
  const t = useTranslations("TournamentForm");
  return specs.map(({ id, key, serverField, label, hint, ...limits }) => (
    <Field key={id} id={id} label={t(label)} error={err(serverField)} hint={hint ? t(hint) : undefined}>
      <NumberInput
        id={id}
        {...limits}
        className="field-input"
        value={s[key]}
        onChange={(value) => set({ [key]: value })}
      />
    </Field>
  ));
}

/** A box for a whole number that may be left blank (the form keeps its digits as text). */
export function DigitsInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
}) {
  return (
    <input
      id={id}
      className="field-input"
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
    />
  );
}
