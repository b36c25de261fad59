// A labelled select over choices with its messages: a Field around a ChoiceSelect of the same id (the select's class
// is "field-input" unless given).
import type { ComponentProps } from "react";
import { ChoiceSelect } from "./choice-select";
import { Field } from "./field";

export function SelectField<T extends string | number>({
  id,
  label,
  hint,
  error,
  hintWithError,
  className = "field-input",
  ...select
}: Pick<ComponentProps<typeof Field>, "id" | "label" | "hint" | "error" | "hintWithError"> &
  Omit<ComponentProps<typeof ChoiceSelect<T>>, "id">) {
  return (
    <Field id={id} label={label} hint={hint} error={error} hintWithError={hintWithError}>
      <ChoiceSelect id={id} className={className} {...select} />
    </Field>
  );
}
