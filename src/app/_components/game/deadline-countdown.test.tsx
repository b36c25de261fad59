// @vitest-environment happy-dom
// The game clock in the page's language: the time left in words ("2 Stunden, 10 Minuten", "3日4時間"), a phone's
// shorter form in the language's standard units (its words still what a screen reader hears), the words when it is
// up, the label a screen reader hears, and the deadline's date in the tooltip.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { mount, unmountAll } from "~/app/_lib/testing/mounted";
import type { Locale } from "~/lib/locales";
import { DeadlineCountdown } from "./deadline-countdown";

const NOW = new Date("2026-12-15T12:00:00Z").getTime();
const HOUR = 3_600_000;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(unmountAll);

/**
 * The clock `left` ms before its deadline, mounted in `locale`: its text, the wide screen's, the phone's (as seen and
 * as heard), and its tooltip.
 */
async function clock(left: number, locale: Locale) {
  const at = new Date(NOW + left).toISOString();
  const host = await mount(withIntl(<DeadlineCountdown deadlineAt={at} mine={false} />, locale));
  const el = host.querySelector<HTMLElement>('[data-testid="deadline"]')!;
  const shown = (cls: string) => el.querySelector(`.${cls}`)?.textContent ?? null;
  return {
    text: el.textContent,
    wide: shown("max-md\\:hidden"),
    phone: el.querySelector(".md\\:hidden [aria-hidden]")?.textContent ?? null,
    phoneHeard: el.querySelector(".md\\:hidden .sr-only")?.textContent ?? null,
    title: el.title,
    at,
  };
}

describe("the game clock", () => {
  it.each([
    ["en", "2 hours, 10 minutes", "2 h 10 min"],
    ["de", "2 Stunden, 10 Minuten", "2 h 10 min"],
    ["es", "2 horas y 10 minutos", "2 h 10 min"],
    ["fr", "2 heures et 10 minutes", "2 h 10"],
  ] as const)("says hours and minutes in %s, in standard units on a phone", async (locale, wide, phone) => {
    const c = await clock(2 * HOUR + 10 * 60_000 + 30_000, locale);
    expect([c.wide, c.phone, c.phoneHeard]).toEqual([wide, phone, wide]);
  });

  it.each([
    ["ja", "2時間10分"],
    ["ko", "2시간 10분"],
  ] as const)("says hours and minutes in %s, the same on a phone", async (locale, text) => {
    const c = await clock(2 * HOUR + 10 * 60_000 + 30_000, locale);
    expect(c.text).toContain(text);
    expect(c.wide).toBeNull();
  });

  it.each([
    ["en", "1 hour, 1 minute", "1 h 01 min"],
    ["de", "1 Stunde, 1 Minute", "1 h 01 min"],
    ["es", "1 hora y 1 minuto", "1 h 01 min"],
    ["fr", "1 heure et 1 minute", "1 h 01"],
  ] as const)("says one hour and one minute in %s", async (locale, wide, phone) => {
    const c = await clock(HOUR + 60_000, locale);
    expect([c.wide, c.phone]).toEqual([wide, phone]);
  });

  it.each([
    ["en", "2 hours, 5 minutes"],
    ["fr", "2 heures et 5 minutes"],
    ["ja", "2時間5分"],
    ["ko", "2시간 5분"],
  ] as const)("writes minutes under ten after the hours as %s does", async (locale, text) => {
    expect((await clock(2 * HOUR + 5 * 60_000, locale)).text).toContain(text);
  });

  it.each([
    ["en", "3 days, 4 hours", "3 days 4 h"],
    ["de", "3 Tage, 4 Stunden", "3 Tage 4 h"],
    ["es", "3 días y 4 horas", "3 días 4 h"],
    ["fr", "3 jours et 4 heures", "3 jours 4 h"],
  ] as const)("says days and hours in %s, the hours in standard units on a phone", async (locale, wide, phone) => {
    const c = await clock(76 * HOUR, locale);
    expect([c.wide, c.phone, c.phoneHeard]).toEqual([wide, phone, wide]);
  });

  it.each([
    ["en", "2 days, 1 hour", "3 days"],
    ["de", "2 Tage, 1 Stunde", "3 Tage"],
    ["es", "2 días y 1 hora", "3 días"],
    ["fr", "2 jours et 1 heure", "3 jours"],
    ["ja", "2日1時間", "3日"],
    ["ko", "2일 1시간", "3일"],
  ] as const)("says one hour and no hours after the days in %s", async (locale, oneHour, noHours) => {
    expect((await clock(49 * HOUR, locale)).text).toContain(oneHour);
    expect((await clock(72 * HOUR, locale)).text).toContain(noHours);
    expect((await clock(72 * HOUR, locale)).text).not.toMatch(/\b0\b|0時間|0시간/);
  });

  it.each([
    ["ja", "3日4時間"],
    ["ko", "3일 4시간"],
  ] as const)("says days and hours in %s", async (locale, text) => {
    expect((await clock(76 * HOUR, locale)).text).toContain(text);
  });

  it.each([
    ["en", "Time left: time is up"],
    ["de", "Restzeit: Zeit abgelaufen"],
    ["es", "Tiempo restante: se acabó el tiempo"],
    ["fr", "Temps restant\u00a0: temps écoulé"],
    ["ja", "残り時間：時間切れ"],
    ["ko", "남은 시간: 시간 초과"],
  ] as const)("says in %s that the time is up, after the label a screen reader hears", async (locale, text) => {
    expect((await clock(-1000, locale)).text).toBe(text);
  });

  it("dates the deadline in English on the site's 24-hour clock, day before month", async () => {
    const c = await clock(76 * HOUR, "en");
    expect(c.title).toMatch(/^18 December 2026 at \d\d:\d\d$/);
    expect(c.title).not.toMatch(/AM|PM/);
  });

  it.each(["de", "ja"] as const)("dates the deadline in its tooltip in %s", async (locale) => {
    const c = await clock(76 * HOUR, locale);
    expect(c.title).toMatch(locale === "de" ? /^18\. Dezember 2026 um \d\d:\d\d$/ : /^2026年12月18日 \d+:\d\d$/);
  });
});

describe("the clock's owner", () => {
  /** The owner's part of the clock mounted in `locale`, as shown before the time. */
  async function owner(locale: Locale) {
    const at = new Date(NOW + HOUR).toISOString();
    const host = await mount(withIntl(<DeadlineCountdown deadlineAt={at} mine={false} owner="Botan" />, locale));
    return host.querySelector('[data-testid="deadline-owner"]')!.textContent;
  }

  it.each([
    ["en", "Botan · "],
    ["ja", "Botan・"],
  ] as const)("is joined to the time by the language's separator in %s", async (locale, text) => {
    expect(await owner(locale)).toBe(text);
  });

  // Japanese's 「・」 carries its own room: the chip's flex gap after it read "Botan・ 59:57", a space after a full-width
  // separator. The room between the owner and the time is the owner's margin, kept where the separator ends with a
  // space (a flex item's last space is dropped: the margin stands for it), none after 「・」.
  it.each([
    ["en", true],
    ["ko", true],
    ["fr", true],
    ["ja", false],
  ] as const)(
    "in %s, leaves room after the separator only where the language puts a space there: %s",
    async (locale, room) => {
      const at = new Date(NOW + HOUR).toISOString();
      const host = await mount(withIntl(<DeadlineCountdown deadlineAt={at} mine={false} owner="Botan" />, locale));
      const chip = host.querySelector<HTMLElement>('[data-testid="deadline"]')!;
      expect(chip.className.split(" ").filter((c) => /^gap-/.test(c))).toEqual([]);
      const classes = host.querySelector('[data-testid="deadline-owner"]')!.className.split(" ");
      expect(classes.includes("mr-1.5")).toBe(room);
      // the clock's icon keeps its room before the name
      expect(chip.querySelector("svg")!.getAttribute("class")!.split(" ")).toContain("mr-1.5");
    },
  );
});
