// After a refused submit, the keyboard (and the eye) goes to the first field in error. The long forms (a preset's
// house rules, a tournament) have their button at the bottom and most messages near the top: pressing it seemed to
// do nothing. The sign-in and sign-up forms do the same with their own fields.

/** Focuses (and so scrolls to) the form's first field marked aria-invalid, else brings its alert into view. */
export function focusFirstError(form: HTMLFormElement | null): void {
  if (!form) return;
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) {
    field.focus();
    return;
  }
  form.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView?.({ block: "center" });
}
