// House-rule presets as the admin pages, the rules pages and the create-table form see them.
import type { GameName } from "~/engine/core/ruleset";
import type { RuleInWords } from "~/lib/house-rules/describe";

export type { RuleInWords };

export type OptionValuesView = Record<string, string | number | boolean>;

export interface PresetVersionView {
  id: string;
  version: number;
  createdAt: Date;
  createdByName: string | null;
  options: OptionValuesView;
  /** Every rule in force with its value in words; non-defaults marked. */
  rules: RuleInWords[];
  /** What this version changed from the one before ("Gaji: On → Off"); empty for version 1. */
  changes: string[];
}

export interface AdminPresetSummaryView {
  id: string;
  game: GameName;
  gameTitle: string;
  slug: string;
  title: string;
  description: string;
  hidden: boolean;
  isDefault: boolean;
  /** Seeded by the platform (the engine's defaults or named presets). */
  builtIn: boolean;
  /** The Options catalog keys the page says a built-in preset's title and description with; null: as written. */
  titleKey: string | null;
  descriptionKey: string | null;
  version: number;
  versionCount: number;
  updatedAt: Date;
  /** "Gaji: Off · Game scoring: Round victories", or "The standard rules". */
  differences: string;
  /** "2 to 7 players". */
  playersText: string;
  /** The player counts the rules allow (none when today's engine refuses the rules). */
  playerCounts: number[];
  /** The rules as option values, every option present (the page says them in the reader's language). */
  options: OptionValuesView;
}

export interface AdminPresetDetailView extends AdminPresetSummaryView {
  rules: RuleInWords[];
  /** Newest first. */
  versions: PresetVersionView[];
}

/** A visible preset offered to players (rules pages, create-table and tournament forms). */
export interface PublicPresetView {
  id: string;
  game: GameName;
  slug: string;
  title: string;
  description: string;
  /** The Options catalog keys the page says a built-in preset's title and description with; null: as written. */
  titleKey: string | null;
  descriptionKey: string | null;
  isDefault: boolean;
  /** The version a table created now pins. */
  presetVersionId: string;
  version: number;
  options: OptionValuesView;
  rules: RuleInWords[];
  differences: string;
  playersText: string;
  playerCounts: number[];
}

export interface AuditEntryView {
  id: string;
  actor: { id: string; displayName: string } | null;
  action: string;
  targetType: string;
  targetId: string;
  /**
   * What the action recorded (the target's names as they were then, the rules changed...): the page says it in one
   * sentence in the reader's language ("promoted Ann <ann@example.org> to admin").
   */
  details: unknown;
  createdAt: Date;
}

export interface AdminOverviewView {
  users: { total: number; admins: number; suspended: number };
  presets: {
    total: number;
    hidden: number;
    /** `defaultTitleKey`: the catalog key a built-in default's title is said with (null: as written). */
    byGame: {
      game: GameName;
      gameTitle: string;
      count: number;
      defaultTitle: string | null;
      defaultTitleKey: string | null;
    }[];
  };
  recentAudit: AuditEntryView[];
  /** Whether the site sends email (SMTP_URL is set). */
  mailOn: boolean;
  /** Where Web Push's VAPID keys come from (push is always on), and how many browsers are subscribed. */
  push: { keys: "environment" | "database"; subscriptions: number };
}

/** A game's rules page (rules.summary). */
export interface RulesSummaryView {
  game: GameName;
  title: string;
  /** One sentence about the game. */
  summary: string;
  minPlayers: number;
  maxPlayers: number;
  /** The visible presets, the default first. */
  presets: PublicPresetView[];
  /** The preset asked for, else the default (null only if the game has no visible preset). */
  selected: PublicPresetView | null;
  /** The URL name asked for when no visible preset has it (the page says so and shows the default). */
  unknownPreset: string | null;
  /** The table whose own rules `selected` holds, when the page was asked for a table the caller may see. */
  table: TableRulesView | null;
}

/** A table's rules on a rules page: `customized`, the table's creator changed some of its preset's rules. */
export interface TableRulesView {
  id: string;
  customized: boolean;
}
