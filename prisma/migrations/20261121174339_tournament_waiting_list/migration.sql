-- CreateTable
CREATE TABLE "TournamentWaitingListEntry" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TournamentWaitingListEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TournamentWaitingListEntry_tournamentId_joinedAt_idx" ON "TournamentWaitingListEntry"("tournamentId", "joinedAt");

-- CreateIndex
CREATE INDEX "TournamentWaitingListEntry_userId_idx" ON "TournamentWaitingListEntry"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentWaitingListEntry_tournamentId_userId_key" ON "TournamentWaitingListEntry"("tournamentId", "userId");

-- AddForeignKey
ALTER TABLE "TournamentWaitingListEntry" ADD CONSTRAINT "TournamentWaitingListEntry_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentWaitingListEntry" ADD CONSTRAINT "TournamentWaitingListEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
