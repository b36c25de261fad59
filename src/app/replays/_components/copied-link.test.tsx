// The link a viewer copied to share a replay's position, after the catalog's label: "Copied: https://…", and in
// Japanese after 「：」 with no space.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { CopiedLink } from "./replay-settings";

const url = "https://hanafuda.example/replays/g1?step=12";
const text = (locale: "en" | "ja") => renderIntl(<CopiedLink url={url} />, locale).replace(/<[^>]+>/g, "");

describe("the copied link", () => {
  it("follows 「コピーしました：」 with no space in Japanese, 'Copied: ' in English", () => {
    expect(text("ja")).toBe(`コピーしました：${url}`);
    expect(text("en")).toBe(`Copied: ${url}`);
  });

  it("is the link itself", () => {
    expect(renderIntl(<CopiedLink url={url} />)).toContain(`href="${url}"`);
  });
});
