import { describe, expect, it } from "vitest";
import { isLocale, localeFromAcceptLanguage } from "./locales";

describe("the site's languages", () => {
  it("takes the best language of Accept-Language that the site has", () => {
    expect(localeFromAcceptLanguage("ja-JP,ja;q=0.9,en;q=0.8")).toBe("ja");
    expect(localeFromAcceptLanguage("pt-BR, de;q=0.5, fr;q=0.7")).toBe("fr");
    expect(localeFromAcceptLanguage("KO-kr")).toBe("ko");
    expect(localeFromAcceptLanguage("en;q=0.2, es")).toBe("es");
  });

  it("finds nothing when the header asks for none of them, or refuses them", () => {
    expect(localeFromAcceptLanguage("pt-BR,zh;q=0.8")).toBeNull();
    expect(localeFromAcceptLanguage("de;q=0, *")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it("knows its own languages only", () => {
    expect(isLocale("de")).toBe(true);
    expect(isLocale("de-DE")).toBe(false);
    expect(isLocale("en-XA")).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
