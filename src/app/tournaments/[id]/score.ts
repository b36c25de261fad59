// Scores as the tournament page writes them.
/** A score with a real minus sign ("−110"). */
export const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1)).replace(/^-/, "\u2212");
/** Scores side by side: "20–70", spaced when one is negative ("200 – −110", not "200–-110"). */
export const scoreLine = (xs: readonly number[]) => xs.map(num).join(xs.some((x) => x < 0) ? " \u2013 " : "\u2013");
