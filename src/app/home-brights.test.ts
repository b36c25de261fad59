// The home page's fan of the five brights is named as each language lists things: English without the serial comma.
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import { brightsLabel } from "./home-brights";

const label = (locale: "en" | "ja") =>
  brightsLabel(locale, translatorFor("Home", locale), translatorFor("Cards", locale));

describe("the home page's five brights", () => {
  it("lists the cards as the page's language lists them", () => {
    expect(label("en")).toBe(
      "The five brights: Pine Crane & Sun, Cherry Curtain, Susuki Full Moon, Willow Rain Man and Paulownia Phoenix",
    );
    expect(label("ja")).toMatch(/^五光：[^,、]+、[^,、]+、[^,、]+、[^,、]+、[^,、]+$/);
  });
});
