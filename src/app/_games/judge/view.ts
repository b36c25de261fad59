// Judge's board view: the server's fields with its engine view.
import type { BoardGameViewOf } from "~/app/_components/game/types";
import type { JudgeView } from "~/engine/judge/view";

export type JudgeGameView = BoardGameViewOf<JudgeView>;
