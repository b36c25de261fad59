// @vitest-environment happy-dom
// A refused submit takes the keyboard to the first field in error, not to whatever was last clicked.
import { describe, expect, it } from "vitest";
import { focusFirstError } from "./focus-first-error";

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}<button type="submit">Save</button></form>`;
  const f = document.querySelector("form")!;
  f.querySelector("button")!.focus();
  return f;
}

describe("focusFirstError", () => {
  it("focuses the first invalid field in document order", () => {
    const f = form('<input id="a"><input id="b" aria-invalid="true"><select id="c" aria-invalid="true"></select>');
    focusFirstError(f);
    expect(document.activeElement?.id).toBe("b");
  });

  it("leaves the focus alone when no field is marked", () => {
    const f = form('<input id="a"><p role="alert">The server is busy.</p>');
    focusFirstError(f);
    expect(document.activeElement?.tagName).toBe("BUTTON");
    focusFirstError(null);
  });
});
