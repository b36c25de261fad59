// Types of scripts/cjk-font-css.mjs, for its test.
export interface CjkFont {
  package: string;
  slug: string;
  name: string;
  family: string;
  local: string[];
  output: string;
}
export const FONTS: CjkFont[];
export function cutRange(range: string): string;
export function fontCss(font: CjkFont, sourceCss: string): string;
export function sourceCss(font: CjkFont): string;
