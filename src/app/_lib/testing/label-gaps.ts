// Spaces that layout, not words, puts in a line: a flex row's gap (or a margin) after a label ending in 「：」, or before
// an aside starting with 「（」, reads as a space that Japanese does not write. Each language's catalog says the space
// where it has one.

const FLEX = /(^|\s)(inline-)?flex(\s|$)/;
const GAP = /(^|\s)gap-(x-)?\d/;
const MARGIN_AFTER = /(^|\s)([\w-]+:)?(mr|me)-\d/;
const MARGIN_BEFORE = /(^|\s)([\w-]+:)?(ml|ms)-\d/;

const classOf = (el: Element) => el.getAttribute("class") ?? "";

/** In `root` and under it, each pair of neighbours "before | after" that a gap or margin keeps apart after 「：」 or before 「（」. */
export function japaneseGaps(root: Element): string[] {
  const found: string[] = [];
  for (const el of [root, ...root.querySelectorAll("*")]) {
    const gapped = FLEX.test(classOf(el)) && GAP.test(classOf(el));
    const items = [...el.children];
    items.slice(0, -1).forEach((item, i) => {
      const next = items[i + 1]!;
      const before = item.textContent ?? "";
      const after = next.textContent ?? "";
      if (!before.endsWith("：") && !after.startsWith("（")) return;
      if (gapped || MARGIN_AFTER.test(classOf(item)) || MARGIN_BEFORE.test(classOf(next)))
        found.push(`${before} | ${after}`);
    });
  }
  return found;
}
