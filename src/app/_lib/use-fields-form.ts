// A form of several fields, checked in the browser by the server's own schema before it is sent: each field's message
// is the schema's first issue for it (in the page's language), else the server's; a message for no field goes in the
// form's banner; the focus goes to the first field in error. Once sent, the fields are emptied and `done` holds what
// the form says of it, until the next submit.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { fieldErrorsOf } from "./field-errors";
import { focusFirstError } from "./focus-first-error";
import { useInputErrorWords } from "./input-error-words";

type Parsed<T> =
  { success: true; data: T } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };

export function useFieldsForm<F extends string, T>({
  fields,
  parse,
  send,
}: {
  /** The fields' names in the form and in the server's errors. */
  fields: readonly F[];
  parse: (values: Record<F, string>) => Parsed<T>;
  /** Sends the checked values; resolves to what the form then says ("Saved."). */
  send: (data: T) => Promise<string>;
}) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const inputError = useInputErrorWords();
  // once the refused fields are marked invalid
  useEffect(() => {
    if (refusals > 0) focusFirstError(formRef.current);
  }, [refusals]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setDone(null);
    setFormError(null);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? "")])) as Record<F, string>;
    const parsed = parse(values);
    const show = (found: Partial<Record<F, string>>) => {
      setErrors(found);
      setRefusals((n) => n + 1);
    };
    if (!parsed.success) {
      const found: Partial<Record<F, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as F] ??= inputError(issue.message);
      return show(found);
    }
    setErrors({});
    let said: string;
    try {
      said = await send(parsed.data);
    } catch (err) {
      const { fields: byField, form: whole } = fieldErrorsOf(err);
      setFormError(whole);
      return show(byField as Partial<Record<F, string>>);
    }
    form.reset();
    setDone(said);
  }

  return { errors, formError, done, formRef, onSubmit };
}
