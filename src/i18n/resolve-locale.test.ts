import { describe, expect, it } from "vitest";
import { resolveLocale } from "./resolve-locale";

const none = { profile: null, cookie: undefined, acceptLanguage: null, pseudo: false };

describe("the language of a request", () => {
  it("takes the profile, then the cookie, then Accept-Language, then English", () => {
    expect(resolveLocale({ ...none, profile: "ko", cookie: "de", acceptLanguage: "ja" })).toBe("ko");
    expect(resolveLocale({ ...none, cookie: "de", acceptLanguage: "ja" })).toBe("de");
    expect(resolveLocale({ ...none, acceptLanguage: "ja-JP,en;q=0.5" })).toBe("ja");
    expect(resolveLocale(none)).toBe("en");
  });

  it("skips what is not one of the site's languages", () => {
    expect(resolveLocale({ ...none, profile: "xx", cookie: "../../etc", acceptLanguage: "pt, fr;q=0.4" })).toBe("fr");
  });

  it("offers the pseudo-locale in development only", () => {
    expect(resolveLocale({ ...none, cookie: "en-XA", pseudo: true })).toBe("en-XA");
    expect(resolveLocale({ ...none, cookie: "en-XA", acceptLanguage: "de" })).toBe("de");
  });
});
