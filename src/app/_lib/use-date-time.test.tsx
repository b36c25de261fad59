// A time a component renders: in the provider's zone unless the options name one, in Korean with 오전/오후 on the
// server as in the browser, and in English as the site's other dates are (British: a 24-hour clock, the day first).
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { WHEN } from "~/app/replays/_lib/when";
import { useDateTime } from "./use-date-time";

function Time({ at, options }: { at: string; options: Intl.DateTimeFormatOptions }) {
  return <>{useDateTime()(at, options)}</>;
}

describe("a time a component renders", () => {
  it("reads 오전/오후 in Korean", () => {
    expect(renderIntl(<Time at="2026-01-05T15:05:00Z" options={WHEN} />, "ko")).toBe("2026년 1월 5일 오후 03:05 UTC");
    expect(renderIntl(<Time at="2026-01-05T00:05:00Z" options={{ hour: "2-digit", minute: "2-digit" }} />, "ko")).toBe(
      "오전 12:05",
    );
  });

  it("says English as the site's other dates do, in the zone the options name", () => {
    expect(renderIntl(<Time at="2026-01-05T15:05:00Z" options={WHEN} />)).toBe("5 Jan 2026, 15:05 UTC");
    expect(renderIntl(<Time at="2026-01-05T15:05:00Z" options={{ ...WHEN, timeZone: "Asia/Seoul" }} />, "ko")).toBe(
      "2026년 1월 6일 오전 12:05 GMT+9",
    );
  });
});
