// Types of scripts/japanese-font-css.mjs, for its test.
export function cutRange(range: string): string;
export function japaneseFontCss(sourceCss: string): string;
export function sourceCss(): string;
export const OUTPUT: string;
