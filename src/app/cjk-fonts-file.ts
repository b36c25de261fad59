// Written by scripts/cjk-font-css.mjs: where the Japanese and Korean fonts' stylesheet is served, and the packages
// whose slices src/app/fonts/[folder]/[file]/route.ts serves, by folder.
export const CJK_FONTS_STYLESHEET = "/cjk-fonts-30557367d341.css";

export const CJK_FONT_FOLDERS: Readonly<Record<string, string>> = {
  "noto-sans-jp-5.3.0": "@fontsource/noto-sans-jp",
  "noto-sans-kr-5.3.0": "@fontsource/noto-sans-kr",
};
