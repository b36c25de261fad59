import { describe, expect, it } from "vitest";
import { servedNarrow } from "./served-layout";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describe("servedNarrow", () => {
  it("follows the window's width where the browser sends it", () => {
    expect(servedNarrow(new Headers({ "user-agent": DESKTOP, "sec-ch-viewport-width": "390" }))).toBe(true);
    expect(servedNarrow(new Headers({ "user-agent": DESKTOP, "sec-ch-viewport-width": "1023" }))).toBe(true);
    expect(servedNarrow(new Headers({ "user-agent": DESKTOP, "sec-ch-viewport-width": "1024" }))).toBe(false);
    // a tablet held wide
    expect(servedNarrow(new Headers({ "user-agent": PHONE, "sec-ch-viewport-width": "1280" }))).toBe(false);
  });

  it("else takes a phone's layout where the device says it is one", () => {
    expect(servedNarrow(new Headers({ "user-agent": PHONE }))).toBe(true);
    expect(servedNarrow(new Headers({ "user-agent": DESKTOP, "sec-ch-ua-mobile": "?1" }))).toBe(true);
    expect(servedNarrow(new Headers({ "user-agent": DESKTOP }))).toBe(false);
    expect(servedNarrow(new Headers({ "user-agent": DESKTOP, "sec-ch-viewport-width": "" }))).toBe(false);
    expect(servedNarrow(new Headers())).toBe(false);
  });
});
