// @vitest-environment happy-dom
// The footer's clock reads as the site's other times do: a 24-hour clock in English ("15:05:09", not "03:05:09 PM").
import { afterEach, describe, expect, it, vi } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { mount, unmountAll } from "~/app/_lib/testing/mounted";
import type { Locale } from "~/lib/locales";
import { LiveClock } from "./live-clock";

// 15:05:09 in the browser's own zone, whatever zone the test runs in.
const NOW = new Date(2026, 11, 15, 15, 5, 9).getTime();
vi.mock("./site-live", () => ({ useSiteClock: () => ({ connected: true, now: NOW }) }));

afterEach(unmountAll);

const shown = async (locale: Locale) =>
  (await mount(withIntl(<LiveClock />, locale))).querySelector("time")!.textContent;

describe("the footer's clock", () => {
  it("keeps a 24-hour clock in English", async () => {
    expect(await shown("en")).toBe("15:05:09");
  });

  it("reads the time in each language's own way", async () => {
    expect(await shown("de")).toBe("15:05:09");
    expect(await shown("ja")).toBe("15:05:09");
  });
});
