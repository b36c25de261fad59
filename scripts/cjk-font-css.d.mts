// Types of scripts/cjk-font-css.mjs, for its test.
export interface CjkFont {
  package: string;
  slug: string;
  name: string;
  family: string;
  local: string[];
  output: string;
  keep?: [number, number][];
}
export const FONTS: CjkFont[];
export function cutRange(range: string, keep?: [number, number][]): string;
export function fontCss(font: CjkFont, sourceCss: string): string;
export function sourceCss(font: CjkFont): string;
