// A select of the create-tournament form over one field's fixed values (the format, the scoring), each worded in the
// TournamentForm catalog under the field's plural ("formats.swiss"); the state, the label and the server's error go
// by the field's name.
import { useTranslations } from "next-intl";
import { SelectField } from "~/app/_components/forms/select-field";
import type { TournamentFormState, TournamentSectionProps } from "./tournament-form-model";

type WordField = "format" | "scoring";

export function WordSelect({
  field,
  values,
  s,
  set,
  err,
}: TournamentSectionProps & {
  field: WordField;
  values: TournamentFormState[WordField][];
}) {
  const t = useTranslations("TournamentForm");
  return (
    <SelectField
      id={`t-${field}`}
      label={t(field)}
      error={err(field)}
      choices={values.map((value) => ({ value, label: t(`${field}s.${value}`) }))}
      value={s[field]}
      onChange={(value) => set({ [field]: value })}
    />
  );
}
