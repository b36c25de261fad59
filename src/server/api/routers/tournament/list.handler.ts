import { listTournaments } from "../../../repositories/tournaments";
import { tournamentSummaryView } from "../../../tournaments/view";
import type { TRPCContext } from "../../context";
import type { TournamentSummaryView } from "../../../views/tournament";

/** Upcoming (registration open or closing), running and finished events; featured ones first in each list. */
export async function listTournamentsHandler({ ctx }: { ctx: TRPCContext }): Promise<{
  upcoming: TournamentSummaryView[];
  running: TournamentSummaryView[];
  finished: TournamentSummaryView[];
}> {
  const [upcoming, running, finished] = await Promise.all([
    listTournaments(ctx.db, ["REGISTRATION"], "asc", 50),
    listTournaments(ctx.db, ["RUNNING"], "asc", 50),
    listTournaments(ctx.db, ["FINISHED", "CANCELLED"], "desc", 30),
  ]);
  return {
    upcoming: upcoming.map(tournamentSummaryView),
    running: running.map(tournamentSummaryView),
    finished: finished.map(tournamentSummaryView),
  };
}
