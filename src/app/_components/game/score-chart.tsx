// The match at a glance: one group of bars per round (each side's round score) and a line per side for the running
// total, on one scale, drawn as plain SVG. The table beside it carries the same numbers for screen readers.
import { useTranslations } from "next-intl";
import { useNameList } from "~/app/play/words";
import { sideColour, useNumberText } from "./names";

export interface ScoreChartProps {
  /** Round labels ("1", "2", …). */
  labels: string[];
  /** scores[round][side] */
  scores: number[][];
  sideNames: string[];
  /** Running totals start here (Sutda: the starting stacks). */
  start?: number[];
  /** What the line shows, for the legend: the running total, the chips or the cards taken (the catalog's words). */
  line?: "chips" | "total" | "cards";
}

const W = 640;
const H = 260;
const PAD = { left: 44, right: 14, top: 14, bottom: 30 };

function niceStep(range: number): number {
  const raw = range / 5;
  const mag = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  const f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

export function ScoreChart({ labels, scores, sideNames, start, line = "total" }: ScoreChartProps) {
  const t = useTranslations("MatchSummary");
  const list = useNameList();
  const { num } = useNumberText();
  const sides = sideNames.length;
  const running: number[][] = [];
  let acc = start ? [...start] : new Array<number>(sides).fill(0);
  for (const row of scores) {
    acc = acc.map((v, s) => v + (row[s] ?? 0));
    running.push(acc);
  }
  const values = [0, ...scores.flat(), ...running.flat(), ...(start ?? [])];
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi === lo) hi = lo + 10;
  const step = niceStep(hi - lo);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * plotH;
  const n = Math.max(labels.length, 1);
  const slot = plotW / n;
  const groupW = Math.min(slot * 0.8, 22 * sides);
  const barW = groupW / sides;
  const cx = (i: number) => PAD.left + slot * i + slot / 2;
  const ticks: number[] = [];
  for (let v = lo; v <= hi + 1e-9; v += step) ticks.push(Math.round(v * 1000) / 1000);
  const labelEvery = Math.ceil(n / 12);

  return (
    <figure className="space-y-2" data-testid="score-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={t("chart", { line, names: list(sideNames) })}
      >
        <rect x={PAD.left} y={PAD.top} width={plotW} height={plotH} fill="#fffdf8" stroke="#d9c8a9" />
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(t)}
              y2={y(t)}
              stroke={t === 0 ? "#6f635a" : "#ede1cb"}
              strokeWidth={t === 0 ? 1.2 : 1}
            />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#6f635a">
              {num(t)}
            </text>
          </g>
        ))}
        {scores.map((row, i) =>
          row.map((v, s) => {
            const x = cx(i) - groupW / 2 + s * barW;
            const top = y(Math.max(v, 0));
            const h = Math.abs(y(v) - y(0));
            return (
              <rect
                key={`${i}-${s}`}
                x={x + 0.5}
                y={top}
                width={Math.max(barW - 1, 1)}
                height={Math.max(h, 0.5)}
                fill={sideColour(s)}
                opacity={0.42}
                rx={1.5}
              />
            );
          }),
        )}
        {sideNames.map((_, s) => {
          const pts = running.map((r, i) => `${cx(i)},${y(r[s]!)}`);
          if (start) pts.unshift(`${PAD.left},${y(start[s]!)}`);
          return (
            <g key={s}>
              <polyline
                points={pts.join(" ")}
                fill="none"
                stroke={sideColour(s)}
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {running.map((r, i) => (
                <circle
                  key={i}
                  cx={cx(i)}
                  cy={y(r[s]!)}
                  r={3.2}
                  fill={sideColour(s)}
                  stroke="#fffdf8"
                  strokeWidth={1.2}
                />
              ))}
            </g>
          );
        })}
        {labels.map((l, i) =>
          i % labelEvery === 0 || i === labels.length - 1 ? (
            <text key={i} x={cx(i)} y={H - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#4a403a">
              {l}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
        {sideNames.map((name, s) => (
          <span key={s} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-1 w-5 rounded" style={{ background: sideColour(s) }} />
            {name}
          </span>
        ))}
        <span className="text-ink-faint">{t("legend", { line })}</span>
      </figcaption>
    </figure>
  );
}
