// @vitest-environment happy-dom
// The table's chat panel: the players' messages with their names linked and their time, text shown as text; Enter
// sends (the answer shown at once, the field emptied), a refusal in the server's words; a message arriving on the
// table's stream is shown once even when chat.list brings it too; a moderator's removal; on a phone it starts
// collapsed behind "Chat (2)" (unread), and "Hide chat" is kept in this browser. Open but off the screen (a wide
// screen's panel below the fold), messages stay unread and the board's cue counts them.
import { type QueryClient, useQueryClient } from "~/app/_lib/trpc";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act, useContext, useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BoardSideSlot } from "~/app/_components/game/board-chrome";
import { button, mountWithTrpc, typeInto, unmountAll, until } from "~/app/_lib/testing/mounted";
import { useMediaQuery } from "~/app/_lib/use-media-query";
import type { AppRouter } from "~/server/api/root";
import type { ChatMessageView } from "~/server/views/chat";
import type { TableView } from "~/server/views/table";
import { ChatCue } from "./chat-cue";
import { TableChat, chatOpenTo, chatShownTo, takeLiveChat } from "./table-chat";

type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

const seat = (s: number, id: string, displayName: string, bot: string | null = null) => ({
  seat: s,
  team: null,
  user: { id, displayName, bot },
});
const table = {
  id: "t1",
  mySeat: 0,
  seats: [seat(0, "u-aoi", "Aoi"), seat(1, "u-ren", "Ren")],
} as unknown as TableView;
const message = (seq: number, author: "Aoi" | "Ren", text: string | null, removed = false): ChatMessageView => ({
  id: `m${seq}`,
  seq,
  author: { id: author === "Aoi" ? "u-aoi" : "u-ren", displayName: author },
  text,
  removed,
  createdAt: new Date(Date.UTC(2026, 10, 21, 20, seq)),
});

/**
 * The browser's word on whether the panel's messages are on the screen (happy-dom's IntersectionObserver never
 * answers): every observer is told `onScreenNow` when it starts, and again on `scrolled(…)`.
 */
let onScreenNow = true;
const observers = new Set<FakeObserver>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observers.add(this);
    queueMicrotask(() => this.tell());
  }
  disconnect() {
    observers.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  tell() {
    if (observers.has(this))
      this.callback(
        [{ isIntersecting: onScreenNow, intersectionRatio: onScreenNow ? 1 : 0 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
}
async function scrolled(onScreen: boolean) {
  onScreenNow = onScreen;
  await act(async () => [...observers].forEach((o) => o.tell()));
}
const realObserver = window.IntersectionObserver;

let history: ChatMessageView[] = [];
let refusal: string | null = null;
const sent: unknown[] = [];
const link: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((o) => {
      if (op.path === "chat.list") o.next({ result: { type: "data", data: history } } as never);
      else if (op.path === "chat.send") {
        sent.push(op.input);
        if (refusal) return o.error(new TRPCClientError(refusal));
        o.next({
          result: { type: "data", data: message(50, "Aoi", (op.input as { text: string }).text.trim()) },
        } as never);
      } else if (op.path === "chat.remove") {
        sent.push(op.input);
        const m = history.find((x) => x.id === (op.input as { messageId: string }).messageId)!;
        o.next({ result: { type: "data", data: { ...m, text: null, removed: true } } } as never);
      } else return o.error(new TRPCClientError(`unexpected call ${op.path}`));
      o.complete();
    });

let client: QueryClient | null = null;
function GrabClient() {
  const queryClient = useQueryClient();
  useEffect(() => {
    client = queryClient;
  }, [queryClient]);
  return null;
}
const mount = (shown: TableView = table, moderator = false, besideBoard = true) =>
  mountWithTrpc(
    <>
      <GrabClient />
      <div data-testid="status-line">
        <ChatCue table={shown} />
      </div>
      <TableChat table={shown} moderator={moderator} besideBoard={besideBoard} />
    </>,
    link,
  );
/** A board that shows the page's side panel in its side column (as the fishing boards and Sutda do from lg). */
function Board() {
  const side = useContext(BoardSideSlot);
  return <div data-testid="board">{side ? <aside data-testid="side-column">{side}</aside> : null}</div>;
}
/** The panel where the table page puts it (TableScreen): from 1024 px in the board's side column, under the board below it. */
function Placed({ shown }: { shown: TableView }) {
  const wide = useMediaQuery("(min-width: 1024px)");
  return (
    <>
      <BoardSideSlot.Provider value={wide ? <TableChat table={shown} inColumn /> : null}>
        <Board />
      </BoardSideSlot.Provider>
      {wide ? null : <TableChat table={shown} />}
    </>
  );
}
const lines = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-testid="chat-message"]')].map((li) => li.textContent);

describe("the table's chat panel", () => {
  beforeEach(() => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = realObserver;
    onScreenNow = true;
    unmountAll();
    setViewport(1024, 768);
    localStorage.clear();
    sessionStorage.clear();
    history = [];
    refusal = null;
    sent.length = 0;
  });

  it("is for a seated player with another person at the table, not a practice table of bots or a spectator", () => {
    expect(chatOpenTo(table)).toBe(true);
    expect(
      chatOpenTo({ ...table, seats: [seat(0, "u-aoi", "Aoi"), seat(1, "b1", "Bot Ume", "random")] } as TableView),
    ).toBe(false);
    expect(
      chatOpenTo({
        ...table,
        seats: [seat(0, "u-aoi", "Aoi"), seat(1, "u-ren", "Ren"), seat(2, "b1", "Bot Ume", "random")],
      } as TableView),
    ).toBe(true);
    expect(chatOpenTo({ ...table, mySeat: null })).toBe(false);
    // An admin is shown it to moderate wherever two people talk, never at a practice table.
    expect(chatShownTo({ ...table, mySeat: null }, true)).toBe(true);
    expect(chatShownTo({ ...table, mySeat: null }, false)).toBe(false);
    expect(
      chatShownTo(
        { ...table, seats: [seat(0, "u-aoi", "Aoi"), seat(1, "b1", "Bot Ume", "random")] } as TableView,
        true,
      ),
    ).toBe(false);
  });

  it("shows each message with its author linked to their page, its time, and its text as text", async () => {
    history = [message(1, "Ren", "<b>hi</b> & welcome"), message(2, "Aoi", null, true)];
    const host = await mount();
    await until(() => lines(host).length === 2, "the messages");
    const first = host.querySelectorAll('[data-testid="chat-message"]')[0]!;
    expect(first.querySelector("a")!.getAttribute("href")).toBe("/players/u-ren");
    expect(first.querySelector("a")!.textContent).toBe("Ren");
    expect(first.querySelector("time")!.getAttribute("datetime")).toBe("2026-11-21T20:01:00.000Z");
    expect(first.textContent).toContain("<b>hi</b> & welcome");
    expect(first.querySelector("b")).toBeNull();
    expect(lines(host)[1]).toContain("message removed by a moderator");
  });

  it("Enter sends the message; it shows at once and the field empties; Escape leaves the field", async () => {
    const host = await mount();
    await until(() => host.textContent?.includes("No messages yet"), "the empty chat");
    const input = host.querySelector<HTMLInputElement>('[data-testid="chat-input"]')!;
    input.focus();
    await typeInto(input, "  good luck  ");
    await act(async () => input.form!.requestSubmit());
    await until(() => lines(host).length === 1, "the sent message");
    expect(sent).toEqual([{ tableId: "t1", text: "  good luck  " }]);
    expect(lines(host)[0]).toContain("good luck");
    expect(input.value).toBe("");
    input.focus();
    await act(async () => input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(document.activeElement).not.toBe(input);
  });

  it("counts emoji as the server does (one character each), says how many are left from 250 on, and stops at 300", async () => {
    const host = await mount();
    const input = await until(() => host.querySelector<HTMLInputElement>('[data-testid="chat-input"]'), "the field");
    // 249 characters: no count yet; the field has no UTF-16 maxLength that would stop 150 emoji short.
    await typeInto(input, "a".repeat(249));
    expect(host.querySelector('[data-testid="chat-left"]')).toBeNull();
    expect(input.hasAttribute("maxlength")).toBe(false);
    // 260 blossoms are 520 UTF-16 units and 260 characters: 40 left, tied to the field for a screen reader.
    await typeInto(input, "🌸".repeat(260));
    const left = await until(() => host.querySelector('[data-testid="chat-left"]'), "the count");
    expect(left.textContent).toBe("40 characters left");
    expect(input.getAttribute("aria-describedby")).toBe(left.id);
    // 301 are cut to 300, never inside an emoji, and all 300 are sent.
    await typeInto(input, "🌸".repeat(301));
    expect(input.value).toBe("🌸".repeat(300));
    expect(left.textContent).toBe("0 characters left");
    await act(async () => input.form!.requestSubmit());
    await until(() => sent.length === 1, "the message sent");
    expect(sent).toEqual([{ tableId: "t1", text: "🌸".repeat(300) }]);
  });

  it("shows a refusal in the server's words and keeps the text", async () => {
    refusal = "You are sending messages too quickly. Please wait a few seconds.";
    const host = await mount();
    const input = await until(() => host.querySelector<HTMLInputElement>('[data-testid="chat-input"]'), "the field");
    await typeInto(input, "again");
    await act(async () => button(host, "Send").click());
    const alert = await until(() => host.querySelector('[role="alert"]'), "the refusal");
    expect(alert.textContent).toBe(refusal);
    expect(input.value).toBe("again");
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("a message from the table's stream shows once, even when chat.list brings it too; a removal replaces it", async () => {
    history = [message(1, "Ren", "first")];
    const host = await mount();
    await until(() => lines(host).length === 1, "the history");
    await act(async () => takeLiveChat(client!, "t1", [message(1, "Ren", "first"), message(3, "Ren", "third")]));
    await act(async () => takeLiveChat(client!, "t1", [message(2, "Aoi", "second")]));
    await until(() => lines(host).length === 3, "the live messages");
    expect(lines(host).map((l) => l!.slice(l!.lastIndexOf(" ") + 1))).toEqual(["first", "second", "third"]);
    await act(async () => takeLiveChat(client!, "t1", [message(3, "Ren", null, true)]));
    await until(() => lines(host)[2]?.includes("message removed by a moderator"), "the removal");
    expect(host.textContent).not.toContain("third");
  });

  it("on a phone starts collapsed behind 'Chat (2)', counting the others' unread messages; opening reads them", async () => {
    setViewport(390, 844);
    history = [message(1, "Ren", "hello"), message(2, "Aoi", "hi"), message(3, "Ren", "ready?")];
    const host = await mount();
    const toggle = await until(
      () => host.querySelector<HTMLButtonElement>('[data-testid="chat-toggle"]'),
      "the chat button",
    );
    await until(() => toggle.textContent?.startsWith("Chat (2)"), "the unread count");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(host.querySelector('[data-testid="chat-messages"]')).toBeNull();
    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(lines(host)).toHaveLength(3);
    expect(localStorage.getItem("hanafuda:chat-seen:t1")).toBe("3");
    await act(async () => toggle.click());
    expect(toggle.textContent).toBe("Chat");
    await act(async () => takeLiveChat(client!, "t1", [message(4, "Ren", "your move")]));
    await until(() => toggle.textContent === "Chat (1) unread", "one unread");
  });

  it("while it is collapsed, the board's cue says 'Chat · 2 new' politely, without taking focus; it opens the chat and focuses its messages", async () => {
    setViewport(390, 844);
    history = [message(1, "Ren", "hello"), message(2, "Aoi", "hi"), message(3, "Ren", "ready?")];
    const host = await mount();
    const cue = await until(() => host.querySelector<HTMLButtonElement>('[data-testid="chat-cue"]'), "the cue");
    const announce = host.querySelector('[data-testid="chat-cue-announce"]')!;
    expect(cue.closest('[data-testid="status-line"]')).not.toBeNull();
    expect(cue.textContent).toBe("2Chat · 2 newOpen the chat: 2 new chat messages");
    expect(announce.getAttribute("aria-live")).toBe("polite");
    expect(announce.textContent).toBe("2 new chat messages");
    expect(host.contains(document.activeElement)).toBe(false);
    // Another message: the count and the words follow.
    await act(async () => takeLiveChat(client!, "t1", [message(4, "Ren", "your move")]));
    await until(() => announce.textContent === "3 new chat messages", "three unread");
    expect(cue.textContent).toContain("Chat · 3 new");
    // A keyboard's Enter or a tap: the panel opens with its messages focused, and the cue and its words go.
    await act(async () => cue.click());
    await until(
      () => host.querySelector('[data-testid="chat-toggle"]')!.getAttribute("aria-expanded") === "true",
      "the chat opened",
    );
    expect(lines(host)).toHaveLength(4);
    await until(
      () => document.activeElement === host.querySelector('[data-testid="chat-messages"]'),
      "the messages focused",
    );
    await until(() => host.querySelector('[data-testid="chat-cue"]') === null, "the cue gone");
    expect(announce.textContent).toBe("");
  });

  it("no cue while the chat is open (a wide screen) or hidden", async () => {
    history = [message(1, "Ren", "hello")];
    const host = await mount();
    await until(() => lines(host).length === 1, "the message");
    await act(async () => takeLiveChat(client!, "t1", [message(2, "Ren", "again")]));
    await until(() => lines(host).length === 2, "the new message");
    expect(host.querySelector('[data-testid="chat-cue"]')).toBeNull();
    unmountAll();
    setViewport(390, 844);
    localStorage.setItem("hanafuda:chat-hidden", "1");
    const hidden = await mount();
    await until(() => hidden.querySelector('[data-testid="chat-hide"]'), "the panel");
    expect(hidden.querySelector('[data-testid="chat-cue"]')).toBeNull();
  });

  it("open on a wide screen but off the screen: new messages stay unread and the cue counts them; it brings the chat into view with the field focused", async () => {
    setViewport(1280, 800);
    onScreenNow = false;
    history = [message(1, "Ren", "hello"), message(2, "Aoi", "hi")];
    const host = await mount();
    await until(() => lines(host).length === 2, "the messages");
    expect(host.querySelector('[data-testid="chat-toggle"]')!.getAttribute("aria-expanded")).toBe("true");
    const cue = await until(() => host.querySelector<HTMLButtonElement>('[data-testid="chat-cue"]'), "the cue");
    expect(cue.textContent).toContain("Chat · 1 new");
    expect(localStorage.getItem("hanafuda:chat-seen:t1")).toBeNull();
    // The open panel's message log says each new message to a screen reader: the cue stays quiet.
    expect(host.querySelector('[data-testid="chat-cue-announce"]')!.textContent).toBe("");
    await act(async () => takeLiveChat(client!, "t1", [message(3, "Ren", "your move")]));
    await until(() => cue.textContent?.includes("Chat · 2 new"), "two unread");
    await act(async () => cue.click());
    await until(() => document.activeElement === host.querySelector('[data-testid="chat-input"]'), "the field focused");
    // On the screen: read, and the cue goes.
    await scrolled(true);
    await until(() => host.querySelector('[data-testid="chat-cue"]') === null, "the cue gone");
    expect(localStorage.getItem("hanafuda:chat-seen:t1")).toBe("3");
    // Scrolled away again: the next message brings the cue back.
    await scrolled(false);
    await act(async () => takeLiveChat(client!, "t1", [message(4, "Ren", "still there?")]));
    await until(
      () => host.querySelector('[data-testid="chat-cue"]')?.textContent?.includes("Chat · 1 new"),
      "the cue again",
    );
  });

  it("keeps a half-typed message when the window crosses 1024 px and the panel moves between the side column and under the board; a phone keeps it collapsed; sent, it is gone", async () => {
    // (happy-dom tells a media query's listener of a change only once it has matched: the page starts under 1024 px)
    setViewport(1000, 800);
    const host = await mountWithTrpc(<Placed shown={table} />, link);
    const field = () => host.querySelector<HTMLInputElement>('[data-testid="chat-input"]');
    const inColumn = () => field()?.closest('[data-testid="side-column"]') !== null;
    await until(() => field() && !inColumn(), "the field under the board");
    await typeInto(field()!, "Shall we play one more after th");
    for (const [width, height, column] of [
      [1280, 800, true],
      [1000, 800, false],
      [1024, 768, true],
      [768, 1024, false],
    ] as const) {
      await act(async () => setViewport(width, height));
      await until(
        () => field() && inColumn() === column,
        `the panel ${column ? "in the side column" : "under the board"} at ${width} px`,
      );
      expect(field()!.value, `the draft at ${width} px`).toBe("Shall we play one more after th");
    }
    // A phone keeps the panel collapsed under the board; opened, the draft is there.
    await act(async () => setViewport(390, 844));
    const toggle = await until(
      () => host.querySelector<HTMLButtonElement>('[data-testid="chat-toggle"][aria-expanded="false"]'),
      "the collapsed panel",
    );
    expect(field()).toBeNull();
    await act(async () => toggle.click());
    expect(field()!.value).toBe("Shall we play one more after th");
    // Another table's panel has its own (empty) field.
    unmountAll();
    setViewport(1000, 800);
    const elsewhere = await mountWithTrpc(<Placed shown={{ ...table, id: "t2" }} />, link);
    const other = await until(
      () => elsewhere.querySelector<HTMLInputElement>('[data-testid="chat-input"]'),
      "the other table's field",
    );
    expect(other.value).toBe("");
    unmountAll();
    // Back at the first table: finished and sent, the field empties, and stays empty across 1024 px.
    const again = await mountWithTrpc(<Placed shown={table} />, link);
    const input = await until(() => again.querySelector<HTMLInputElement>('[data-testid="chat-input"]'), "the field");
    expect(input.value).toBe("Shall we play one more after th");
    await typeInto(input, "Shall we play one more after this?");
    await act(async () => input.form!.requestSubmit());
    await until(() => sent.length === 1, "the message sent");
    expect(sent).toEqual([{ tableId: "t1", text: "Shall we play one more after this?" }]);
    await until(() => input.value === "" || null, "the field emptied");
    await act(async () => setViewport(1280, 800));
    const beside = await until(
      () => again.querySelector<HTMLInputElement>('[data-testid="side-column"] [data-testid="chat-input"]'),
      "the field in the side column",
    );
    expect(beside.value).toBe("");
  });

  it("in a waiting room (no board to keep on the screen) a phone shows it open", async () => {
    setViewport(390, 844);
    history = [message(1, "Ren", "hello")];
    const host = await mount(table, false, false);
    await until(() => lines(host).length === 1, "the message");
    expect(host.querySelector('[data-testid="chat-toggle"]')!.getAttribute("aria-expanded")).toBe("true");
  });

  it("'Hide chat' hides it and is remembered in this browser", async () => {
    history = [message(1, "Ren", "hello")];
    const host = await mount();
    await until(() => lines(host).length === 1, "the message");
    await act(async () => host.querySelector<HTMLInputElement>('[data-testid="chat-hide"]')!.click());
    expect(localStorage.getItem("hanafuda:chat-hidden")).toBe("1");
    expect(lines(host)).toHaveLength(0);
    expect(host.querySelector('[data-testid="chat-input"]')).toBeNull();
    unmountAll();
    const again = await mount();
    expect(again.querySelector<HTMLInputElement>('[data-testid="chat-hide"]')!.checked).toBe(true);
    expect(lines(again)).toHaveLength(0);
    await act(async () => again.querySelector<HTMLInputElement>('[data-testid="chat-hide"]')!.click());
    await until(() => lines(again).length === 1, "the chat shown again");
  });

  it("in the side column 'Mute…' and 'Hide chat' are icons with their words for a screen reader and as a tooltip; Escape closes the mute list", async () => {
    setViewport(1024, 768);
    history = [message(1, "Ren", "hello")];
    const host = await mountWithTrpc(<Placed shown={table} />, link);
    await until(() => lines(host).length === 1, "the message");
    const column = host.querySelector('[data-testid="side-column"]')!;
    const summary = column.querySelector<HTMLElement>('[data-testid="chat-mute"] summary')!;
    expect(summary.textContent).toBe("Mute…");
    expect(summary.title).toBe("Mute…");
    expect(summary.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
    const hide = column.querySelector<HTMLInputElement>('[data-testid="chat-hide"]')!;
    expect(hide.closest("label")!.textContent).toBe("Hide chat");
    expect(hide.closest("label")!.title).toBe("Hide chat");
    const details = column.querySelector<HTMLDetailsElement>('[data-testid="chat-mute"]')!;
    await act(async () => summary.click());
    await until(() => details.open, "the mute list open");
    expect(details.querySelector("label")!.textContent).toBe("Mute Ren");
    await act(async () => document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })));
    await until(() => !details.open, "the mute list closed");
    expect(document.activeElement).toBe(summary);
  });

  it("a player mutes one other player at this table: their messages and unread count go, the choice is kept; a moderator still reads them", async () => {
    const three = {
      ...table,
      seats: [...table.seats, seat(2, "u-kai", "Kai"), seat(3, "b1", "Bot Ume", "random")],
    } as TableView;
    const kai = (seq: number, text: string): ChatMessageView => ({
      ...message(seq, "Ren", text),
      author: { id: "u-kai", displayName: "Kai" },
    });
    history = [message(1, "Ren", "spam"), kai(2, "hello"), message(3, "Ren", "more spam")];
    const host = await mount(three);
    await until(() => lines(host).length === 3, "the messages");
    const mute = host.querySelector<HTMLDetailsElement>('[data-testid="chat-mute"]')!;
    expect(mute.querySelector("summary")!.textContent).toBe("Mute…");
    // One box per other person (no bot, not oneself).
    expect([...mute.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Mute Ren", "Mute Kai"]);
    await act(async () => mute.querySelector<HTMLInputElement>("label input")!.click());
    expect(JSON.parse(localStorage.getItem("hanafuda:chat-muted:t1")!)).toEqual(["u-ren"]);
    expect(lines(host).map((l) => l!.slice(l!.lastIndexOf(" ") + 1))).toEqual(["hello"]);
    expect(host.querySelector('[data-testid="chat-muted-note"]')!.textContent).toBe("Muted at this table: Ren.");
    expect(mute.querySelector("summary")!.textContent).toBe("Muted (1)");
    unmountAll();
    // Kept in this browser; on a phone Ren's new message counts for nothing, Kai's does.
    setViewport(390, 844);
    localStorage.setItem("hanafuda:chat-seen:t1", "3");
    history = [
      message(1, "Ren", "spam"),
      kai(2, "hello"),
      message(3, "Ren", "more spam"),
      message(4, "Ren", "still here"),
      kai(5, "your move"),
    ];
    const phone = await mount(three);
    const toggle = await until(
      () => phone.querySelector<HTMLButtonElement>('[data-testid="chat-toggle"]'),
      "the chat button",
    );
    await until(() => toggle.textContent === "Chat (1) unread", "only Kai's message unread");
    await until(
      () => phone.querySelector('[data-testid="chat-cue"]')?.textContent?.includes("Chat · 1 new"),
      "the cue counting Kai's only",
    );
    unmountAll();
    // A moderator is not a player here: no muting, every message read.
    setViewport(1024, 768);
    const admin = await mount({ ...three, mySeat: null }, true);
    await until(() => lines(admin).length === 5, "all the messages");
    expect(admin.querySelector('[data-testid="chat-mute"]')).toBeNull();
  });

  it("an admin removes a message with its Remove button; an admin who is not a player reads without a field to write in", async () => {
    history = [message(1, "Ren", "something rude"), message(2, "Aoi", "please")];
    const host = await mount({ ...table, mySeat: null }, true);
    await until(() => lines(host).length === 2, "the messages");
    expect(host.querySelector('[data-testid="chat-input"]')).toBeNull();
    const remove = [...host.querySelectorAll("button")].find((b) => b.textContent === "Remove this message by Ren")!;
    await act(async () => remove.click());
    await until(() => lines(host)[0]?.includes("message removed by a moderator"), "the removal");
    expect(sent).toEqual([{ messageId: "m1" }]);
    expect(host.textContent).not.toContain("something rude");
    unmountAll();
    // A player who is no admin has no Remove button.
    const player = await mount();
    await until(() => lines(player).length === 2, "the messages");
    expect([...player.querySelectorAll("button")].some((b) => b.textContent?.startsWith("Remove"))).toBe(false);
  });
});
