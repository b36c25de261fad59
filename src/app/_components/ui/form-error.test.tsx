// FormError: a refusal under a form, as an alert; nothing without one.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormError } from "./form-error";

describe("FormError", () => {
  it("says the message as an alert, with its test id when given", () => {
    expect(renderToStaticMarkup(<FormError message="This seat is taken." />)).toBe(
      '<p role="alert" class="field-error">This seat is taken.</p>',
    );
    expect(renderToStaticMarkup(<FormError message="No." testId="table-error" />)).toBe(
      '<p role="alert" class="field-error" data-testid="table-error">No.</p>',
    );
  });

  it("shows nothing without a message", () => {
    expect(renderToStaticMarkup(<FormError message={null} />)).toBe("");
    expect(renderToStaticMarkup(<FormError message="" />)).toBe("");
  });
});
