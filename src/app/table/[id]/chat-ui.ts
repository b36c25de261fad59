// What the chat panel and the board's cue tell each other, kept in the query cache under the table's key.
import { useCallback } from "react";
import { useQuery, useQueryClient } from "~/app/_lib/trpc";

/**
 * Between the panel and the board's cue, through the query cache: whether the panel is open, and whether its messages
 * are on the screen (the panel says so; null before it has, or before the browser has told it), and the cue's requests
 * to show it (a count each click raises).
 */
export type ChatUi = { open: boolean | null; onScreen: boolean | null; reveal: number };
const chatUiKey = (tableId: string) => ["table-chat-ui", tableId] as const;
const NO_UI: ChatUi = { open: null, onScreen: null, reveal: 0 };

export function useChatUi(tableId: string): [ChatUi, (next: (cur: ChatUi) => ChatUi) => void] {
  const queryClient = useQueryClient();
  const ui = useQuery({
    queryKey: chatUiKey(tableId),
    queryFn: () => NO_UI,
    initialData: NO_UI,
    staleTime: Infinity,
  }).data;
  const setUi = useCallback(
    (next: (cur: ChatUi) => ChatUi) =>
      queryClient.setQueryData<ChatUi>(chatUiKey(tableId), (cur) => next(cur ?? NO_UI)),
    [queryClient, tableId],
  );
  return [ui, setUi];
}
