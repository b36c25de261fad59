// Types of scripts/cjk-font-css.mjs, for its test.
export interface CjkFont {
  package: string;
  slug: string;
  name: string;
  family: string;
  local: string[];
  keep?: [number, number][];
}
export const FONTS: CjkFont[];
export const PUBLIC: string;
export const ADDRESS_FILE: string;
export const STYLESHEET: RegExp;
export function packageVersion(font: CjkFont): string;
export function fontFolder(font: CjkFont): string;
export function cutRange(range: string, keep?: [number, number][]): string;
export function fontCss(font: CjkFont, sourceCss: string, folder: string): string;
export function sourceCss(font: CjkFont): string;
export function stylesheet(): { css: string; name: string; module: string };
