import { CJK_FONTS_STYLESHEET } from "~/app/cjk-fonts-file";

// The "Hanafuda JP" and "Hanafuda KR" families (kana, kanji and hangul for machines without such fonts, served by this
// site; see globals.css): about 40 KB of @font-face rules, which a page does not wait for before its first paint. A
// stylesheet a script adds blocks neither the paint nor the parser (a <link> in the body would hold the scripts after
// it); low priority, so that it follows what the page paints with. Text laid out before it arrives is laid out again
// with the new rules. Without scripts, the <noscript> link.
const addStylesheet = `{const l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(CJK_FONTS_STYLESHEET)};l.fetchPriority="low";document.head.appendChild(l)}`;

export function CjkFonts() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: addStylesheet }} />
      <noscript>
        <link rel="stylesheet" href={CJK_FONTS_STYLESHEET} />
      </noscript>
    </>
  );
}
