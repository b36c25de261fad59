// Reading table.onChange (the table page's one stream) in tests: its events of one kind. On the server a tracked
// event (a game view) is the envelope [id, event, marker]; over SSE it becomes { id, data }.
import type { GameView } from "../views/game";
import type { TableEvent, TableView } from "../views/table";
import type { JudgeLiveView } from "../judge/live-view";

export function unwrapTableItem(x: unknown): { id: string | null; event: TableEvent } {
  if (Array.isArray(x)) return { id: x[0] as string, event: x[1] as TableEvent };
  return { id: null, event: x as TableEvent };
}

async function* only(
  stream: AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
  kind: TableEvent["kind"],
): AsyncGenerator<{ id: string | null; event: TableEvent }> {
  for await (const x of await stream) {
    const item = unwrapTableItem(x);
    if (item.event.kind === kind) yield item;
  }
}

export async function* tablesOf(
  stream: AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
): AsyncGenerator<TableView> {
  for await (const { event } of only(stream, "table")) if (event.kind === "table") yield event.table;
}

/** The game views, with their tracked ids. */
export async function* gameViewsOf(
  stream: AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
): AsyncGenerator<{ id: string; data: GameView }> {
  for await (const { id, event } of only(stream, "game"))
    if (event.kind === "game") yield { id: id ?? "", data: event.game };
}

export async function* judgeViewsOf(
  stream: AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
): AsyncGenerator<JudgeLiveView> {
  for await (const { event } of only(stream, "live")) if (event.kind === "live") yield event.judge;
}
