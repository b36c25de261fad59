"use client";
// Practice: a seated player fills the table's empty seats with bots of one level, and the game starts at once.
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { TableView } from "~/server/api/views/table";
import { useTRPC, type ApiError } from "../../_lib/trpc";
import { BOT_LEVEL_CHOICES, type BotLevelChoice } from "../../_components/player/bot-levels";
import { FormError } from "../../_components/ui/form-error";

export { BOT_LEVEL_CHOICES, type BotLevelChoice };

export function PracticeBots({ table: t, onChanged }: { table: TableView; onChanged: () => void }) {
  const trpc = useTRPC();
  const id = useId();
  const [level, setLevel] = useState<BotLevelChoice>("heuristic");
  const [error, setError] = useState<string | null>(null);
  const fill = useMutation(
    trpc.table.fillWithBots.mutationOptions({
      onSuccess: () => {
        setError(null);
        onChanged();
      },
      onError: (e: ApiError) => setError(e.message),
    }),
  );
  const free = t.seats.filter((s) => !s.user).length;
  if (t.mySeat === null || t.status !== "OPEN" || free === 0) return null;
  // A rematch keeps its empty seats for the earlier game's players (the server refuses bots there while they may come).
  if (t.rematchOf && t.rematchOf.expected.length > 0) return null;
  return (
    <div className="mt-5 border-t border-paper-edge pt-4" data-testid="practice-bots">
      <h3 className="font-sans text-sm font-bold">Practice now</h3>
      <p className="field-hint">Nobody around? Bots take the {free === 1 ? "empty seat" : `${free} empty seats`} and the game starts at once.</p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-level`} className="field-label">
            Bot level
          </label>
          <select id={`${id}-level`} className="field-input" value={level} onChange={(e) => setLevel(e.target.value as BotLevelChoice)} data-testid="bot-level">
            {BOT_LEVEL_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary" disabled={fill.isPending} onClick={() => fill.mutate({ tableId: t.id, level })} data-testid="fill-with-bots">
          {fill.isPending ? "Seating the bots…" : "Fill empty seats with bots"}
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
