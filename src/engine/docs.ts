// The engine README's option tables, rendered from the rulesets' own option data so the
// documentation cannot drift from what the engine accepts (a test compares them).

import type { OptionSpec } from "./core/options";
import { engineGames } from "./registry";

function values(spec: OptionSpec): string {
  switch (spec.kind) {
    case "enum":
      return spec.values.map((v) => `\`${v.value}\` (${v.label})`).join(", ");
    case "boolean":
      return "`true`, `false`";
    case "integer":
      return `${spec.min}–${spec.max}${spec.suggested ? ` (e.g. ${spec.suggested.join(", ")})` : ""}`;
  }
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function renderOptionTables(): string {
  const parts: string[] = [];
  for (const r of engineGames()) {
    parts.push(`### ${r.title} (\`${r.game}\`, ${r.minPlayers}–${r.maxPlayers} players)\n`);
    parts.push("| Option | Default | Values | What it does |");
    parts.push("|---|---|---|---|");
    for (const s of r.optionSpecs) {
      const dep = s.dependsOn
        ? ` Only with \`${s.dependsOn.option}\` = ${s.dependsOn.values.map((v) => `\`${v}\``).join(" / ")}.`
        : "";
      parts.push(
        `| \`${s.name}\` | \`${String(s.default)}\` | ${cell(values(s))} | ${cell(s.label + ". " + s.help + dep)} |`,
      );
    }
    if (r.presets.length) {
      parts.push("\nPresets:\n");
      for (const p of r.presets)
        parts.push(
          `- \`${p.name}\` (${p.label}): ${Object.entries(p.values)
            .map(([k, v]) => `${k} = ${String(v)}`)
            .join(", ")}. ${p.help}`,
        );
    }
    parts.push("");
  }
  return parts.join("\n");
}
