"use client";
// Practice: a seated player fills the table's empty seats with bots of one level, and the game starts at once.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { TableView } from "~/server/views/table";
import { useMutation, useTRPC } from "../../_lib/trpc";
import { useRefusal } from "../../_lib/use-refusal";
import type { BotLevelChoice } from "../../_components/player/bot-levels";
import { useBotLevelChoices } from "../../_components/player/use-bot-level-choices";
import { SelectField } from "../../_components/forms/select-field";
import { FormError } from "../../_components/ui/form-error";
import { ActionButton } from "../../_components/ui/action-button";
import { useNameList } from "../../play/words";

export type { BotLevelChoice };

export function PracticeBots({ table: t, onChanged }: { table: TableView; onChanged: () => void }) {
  const tr = useTranslations("Table");
  const nameList = useNameList();
  const trpc = useTRPC();
  const id = useId();
  const [level, setLevel] = useState<BotLevelChoice>("heuristic");
  const { refusal, settled } = useRefusal(onChanged);
  const levels = useBotLevelChoices(t.game, t.playerCount);
  const fill = useMutation(trpc.table.fillWithBots.mutationOptions(settled));
  const free = t.seats.filter((s) => !s.user).length;
  // As the server (fillWithBots): a seat is kept for each invited player not seated yet, bots take the others.
  const invited = t.invited ?? [];
  const forBots = free - invited.length;
  if (t.mySeat === null || t.status !== "OPEN" || forBots <= 0) return null;
  // A rematch keeps its empty seats for the earlier game's players (the server refuses bots there while they may come).
  if (t.rematchOf && t.rematchOf.expected.length > 0) return null;
  return (
    <div className="mt-5 border-t border-paper-edge pt-4" data-testid="practice-bots">
      <h3 className="font-sans text-sm font-bold">{tr("bots.heading")}</h3>
      <p className="field-hint" data-testid="practice-bots-hint">
        {invited.length === 0
          ? tr("bots.hint", { count: free })
          : tr("bots.hintInvited", {
              bots: forBots,
              free,
              count: invited.length,
              names: nameList(invited.map((i) => i.displayName)),
            })}
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <SelectField
          id={`${id}-level`}
          label={tr("bots.levelLabel")}
          choices={levels}
          value={level}
          onChange={setLevel}
          data-testid="bot-level"
        />
        <ActionButton
          primary
          disabled={fill.isPending}
          onClick={() => fill.mutate({ tableId: t.id, level })}
          testId="fill-with-bots"
        >
          {fill.isPending
            ? tr("bots.seating")
            : invited.length === 0
              ? tr("bots.fill")
              : tr("bots.seat", { count: forBots })}
        </ActionButton>
      </div>
      <FormError message={refusal} />
    </div>
  );
}
