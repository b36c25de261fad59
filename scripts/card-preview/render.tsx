// Renders the 48 SVG cards (every size, state and game) into static HTML pages and, with --shots,
// screenshots them with headless Chromium.
//   npx tsx scripts/card-preview/render.tsx [outDir=/tmp/card-preview] [--shots]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CardBack, CardStack, HanafudaCard, type CardSize, type HanafudaGame } from "../../src/app/_components/cards";
import { MONTH_NAMES } from "../../src/engine/core/card-names";

const args = process.argv.slice(2);
const outDir = resolve(args.find((a) => !a.startsWith("--")) ?? "/tmp/card-preview");
const shots = args.includes("--shots");
mkdirSync(outDir, { recursive: true });

const ALL = Array.from({ length: 48 }, (_, i) => i);
const noop = () => undefined;

function page(title: string, body: ReactNode, bg = "#2d3a30"): string {
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 16, background: bg, color: "#f1ead8", fontFamily: "system-ui, sans-serif" }}>
        <h1 style={{ fontSize: 16, margin: "0 0 10px" }}>{title}</h1>
        {body}
      </body>
    </html>,
  );
  return `<!doctype html>${html}`;
}

const row = (children: ReactNode, gap = 8) => (
  <div style={{ display: "flex", flexWrap: "wrap", gap, alignItems: "flex-end", marginBottom: gap + 4 }}>
    {children}
  </div>
);
const caption = (text: string) => <div style={{ fontSize: 12, margin: "8px 0 4px", opacity: 0.8 }}>{text}</div>;

function deckGrid(size: CardSize, game: HanafudaGame | undefined, perRow: number) {
  const rows: number[][] = [];
  for (let i = 0; i < 48; i += perRow) rows.push(ALL.slice(i, i + perRow));
  return rows.map((r, i) => (
    <div key={i} style={{ display: "flex", gap: size === "sm" ? 4 : 8, marginBottom: size === "sm" ? 6 : 10 }}>
      {r.map((id) => (
        <HanafudaCard key={id} card={id} game={game} size={size} />
      ))}
    </div>
  ));
}

const pages: Record<string, { html: string; width: number; height: number; scale?: number }> = {};

pages["deck-lg"] = {
  html: page("All 48 cards, lg, Sakura values", deckGrid("lg", "sakura", 8)),
  width: 1000,
  height: 1130,
};

pages["deck-md"] = {
  html: page(
    "All 48 cards at md (56×90), by month, each game",
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, max-content)", gap: "6px 28px" }}>
      {MONTH_NAMES.map((name, m) => (
        <div key={name}>
          {caption(`${m + 1} ${name}`)}
          {row(
            [0, 1, 2, 3].map((i) => <HanafudaCard key={i} card={m * 4 + i} game="sakura" size="md" />),
            6,
          )}
        </div>
      ))}
    </div>,
  ),
  width: 900,
  height: 1100,
};

const states = (
  <div>
    {caption("Backs at sm / md / lg, a face-down button")}
    {row(
      <>
        <CardBack size="sm" />
        <CardBack size="md" />
        <CardBack size="lg" />
        <CardBack size="md" onClick={noop} label="Draw pile, 24 cards" />
      </>,
    )}
    {caption(
      "Sizes sm / md / lg; selected, highlighted, disabled; buttons: plain, selected, disabled, highlighted, focused",
    )}
    {row(
      <>
        <HanafudaCard card="M03-0" game="sakura" size="sm" />
        <HanafudaCard card="M03-0" game="sakura" size="md" />
        <HanafudaCard card="M03-0" game="sakura" size="lg" />
        <span style={{ width: 16 }} />
        <HanafudaCard card="M08-0" game="sakura" selected />
        <HanafudaCard card="M09-0" game="sakura" highlighted />
        <HanafudaCard card="M10-1" game="sakura" disabled />
        <HanafudaCard card="M11-0" game="sakura" onClick={noop} />
        <HanafudaCard card="M11-1" game="sakura" onClick={noop} selected />
        <HanafudaCard card="M11-2" game="sakura" onClick={noop} disabled />
        <HanafudaCard card="M11-3" game="sakura" onClick={noop} highlighted selected={false} />
        <span id="focus-me">
          <HanafudaCard card="M12-0" game="sakura" onClick={noop} />
        </span>
        <script dangerouslySetInnerHTML={{ __html: "document.querySelector('#focus-me button').focus()" }} />
      </>,
    )}
    {(["sakura", "sfj", "mushi", "judge", "sutda"] as const).map((g) => (
      <div key={g}>
        {caption(`Game: ${g} (brights, Rain Man, an animal, ribbons, Lightning, Yellow Paulownia, chaff)`)}
        {row(
          [0, 40, 4, 1, 21, 13, 43, 45, 46, 2].map((id) => <HanafudaCard key={id} card={id} game={g} size="md" />),
          6,
        )}
      </div>
    ))}
    {caption("No game (no value corner)")}
    {row(
      [0, 40, 4, 1, 21, 13, 43, 45, 46, 2].map((id) => <HanafudaCard key={id} card={id} size="md" />),
      6,
    )}
    {caption("CardStack: a Sakura captured pile grouped by kind; an ungrouped row")}
    <CardStack cards={[0, 8, 40, 4, 36, 1, 5, 9, 21, 45, 2, 3, 43, 46, 30]} game="sakura" label="Captured cards" />
    <div style={{ height: 10 }} />
    <CardStack cards={[12, 13, 14, 15]} grouped={false} size="md" label="Field" />
    <div style={{ height: 10 }} />
    <CardStack cards={[0, 8, 28, 44, 3, 7, 11]} game="judge" label="Judge pile" />
  </div>
);
pages["states"] = { html: page("States, games and stacks", states), width: 1200, height: 1400 };

// Phone check: the md size as a phone renders it (device pixel ratio 3) and at 1x.
const phone = (
  <div style={{ width: 360 }}>
    {caption("A hand at md, as on a phone")}
    {row(
      [0, 9, 21, 28, 33, 43, 45, 47].map((id) => (
        <HanafudaCard key={id} card={id} game="sakura" size="md" onClick={noop} />
      )),
      4,
    )}
    {caption("A Sutda hand and a Judge pair at md")}
    {row(
      <>
        <HanafudaCard card="M08-0" game="sutda" />
        <HanafudaCard card="M03-0" game="sutda" />
        <span style={{ width: 12 }} />
        <HanafudaCard card="M12-0" game="judge" />
        <HanafudaCard card="M05-2" game="judge" />
      </>,
      4,
    )}
    {caption("Captured (sm)")}
    <CardStack cards={[0, 8, 4, 36, 1, 5, 21, 2, 3, 43, 46]} game="sfj" />
  </div>
);
pages["phone"] = { html: page("Phone size", phone), width: 400, height: 520, scale: 3 };
pages["phone-1x"] = { html: page("Phone size, 1x", phone), width: 400, height: 520, scale: 1 };

// Close-up: chosen cards (--zoom=0,4,12) at lg, rendered at device pixel ratio 2.
const zoomArg = args.find((a) => a.startsWith("--zoom="));
if (zoomArg) {
  const ids = zoomArg.slice("--zoom=".length).split(",").map(Number);
  pages["zoom"] = {
    html: page(
      "Close-up",
      row(
        ids.map((id) => <HanafudaCard key={id} card={id} game="sakura" size="lg" />),
        10,
      ),
    ),
    width: Math.min(1400, 40 + ids.length * 110),
    height: 250,
    scale: 2,
  };
}

for (const [name, { html }] of Object.entries(pages)) writeFileSync(join(outDir, `${name}.html`), html);
console.log(`wrote ${Object.keys(pages).length} pages to ${outDir}`);

if (shots) {
  const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((c) => existsSync(c));
  if (!chromium) throw new Error("chromium not found");
  for (const [name, { width, height, scale }] of Object.entries(pages)) {
    const png = join(outDir, `${name}.png`);
    execFileSync(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        `--force-device-scale-factor=${scale ?? 1}`,
        `--screenshot=${png}`,
        `--window-size=${width},${height}`,
        `file://${join(outDir, `${name}.html`)}`,
      ],
      { stdio: "ignore" },
    );
    console.log(`screenshot ${png}`);
  }
}
