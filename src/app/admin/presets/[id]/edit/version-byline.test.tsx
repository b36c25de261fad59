// A preset version's byline, joined as the reader's language joins a line's parts: Japanese's 「・」 takes no spaces.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { VersionByline } from "./version-byline";

const at = new Date("2026-11-21T10:00:00Z");

describe("a preset version's byline", () => {
  it("joins when and who with the language's separator", () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, "");
    expect(text(renderIntl(<VersionByline createdAt={at} createdByName="Ada" />))).toMatch(/UTC · by Ada$/);
    const ja = text(renderIntl(<VersionByline createdAt={at} createdByName="Ada" />, "ja"));
    expect(ja).not.toContain("·");
    expect(ja).toMatch(/UTC・Adaが作成$/);
    expect(text(renderIntl(<VersionByline createdAt={at} createdByName={null} />, "ja"))).toMatch(/UTC・組み込み$/);
  });
});
