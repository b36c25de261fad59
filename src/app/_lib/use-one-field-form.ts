// A form of one field, checked in the browser by the server's own schema before it is sent: the field's message is
// the schema's first issue (in the page's language), else the server's for that field, else the server's for the
// form; the focus goes back to the field (when the caller gives it `ref`). Once sent, `done` holds what the form says of it, until the next submit.
import { useRef, useState, type FormEvent } from "react";
import { fieldErrorsOf } from "./field-errors";
import { useInputErrorWords } from "./input-error-words";

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };

export function useOneFieldForm<T>({
  field,
  parse,
  send,
  fallback,
}: {
  /** The field's name in the form and in the server's errors. */
  field: string;
  parse: (value: string) => Parsed<T>;
  /** Sends the checked value; resolves to what the form then says ("Saved."). */
  send: (data: T) => Promise<string>;
  /** The message when the schema gives none. */
  fallback: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const inputError = useInputErrorWords();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(null);
    const parsed = parse(String(new FormData(e.currentTarget).get(field) ?? ""));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? inputError(message) : fallback);
      return ref.current?.focus();
    }
    setError(null);
    try {
      setDone(await send(parsed.data));
    } catch (err) {
      const { fields, form } = fieldErrorsOf(err);
      setError(fields[field] ?? form);
      ref.current?.focus();
    }
  }

  return { error, done, ref, onSubmit };
}
