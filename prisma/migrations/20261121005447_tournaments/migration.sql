-- CreateEnum
CREATE TYPE "TournamentFormat" AS ENUM ('ELIMINATION', 'ROUND_ROBIN', 'SWISS');

-- CreateEnum
CREATE TYPE "TournamentScoring" AS ENUM ('CUMULATIVE', 'VICTORIES');

-- CreateEnum
CREATE TYPE "TournamentStatus" AS ENUM ('REGISTRATION', 'RUNNING', 'FINISHED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "TournamentRoundStatus" AS ENUM ('PLAYING', 'FINISHED');

-- CreateEnum
CREATE TYPE "TournamentTeamMemberStatus" AS ENUM ('INVITED', 'ACCEPTED');

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "firstDealer" INTEGER;

-- CreateTable
CREATE TABLE "Tournament" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "organiserId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "presetVersionId" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "format" "TournamentFormat" NOT NULL,
    "sidesPerTable" INTEGER NOT NULL,
    "minSidesPerTable" INTEGER NOT NULL,
    "teamSize" INTEGER NOT NULL DEFAULT 1,
    "gamesPerPairing" INTEGER NOT NULL DEFAULT 1,
    "scoring" "TournamentScoring" NOT NULL,
    "swissRounds" INTEGER,
    "registrationClosesAt" TIMESTAMP(3) NOT NULL,
    "roundStartTimes" TIMESTAMP(3)[],
    "roundIntervalSeconds" INTEGER NOT NULL,
    "roundDurationSeconds" INTEGER NOT NULL,
    "timeControl" JSONB NOT NULL,
    "timeoutsBeforeForfeit" INTEGER,
    "minEntrants" INTEGER NOT NULL,
    "maxEntrants" INTEGER NOT NULL,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "status" "TournamentStatus" NOT NULL DEFAULT 'REGISTRATION',
    "totalRounds" INTEGER,
    "plan" JSONB,
    "winnerEntrantId" TEXT,
    "cancelReason" TEXT,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentEntrant" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "userId" TEXT,
    "teamId" TEXT,
    "seed" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TournamentEntrant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentTeam" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "captainId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TournamentTeam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentTeamMember" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "TournamentTeamMemberStatus" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TournamentTeamMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentRound" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "TournamentRoundStatus" NOT NULL DEFAULT 'PLAYING',
    "scheduledAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "deadlineAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "byes" TEXT[],

    CONSTRAINT "TournamentRound_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentTable" (
    "id" TEXT NOT NULL,
    "tournamentId" TEXT NOT NULL,
    "roundId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "index" INTEGER NOT NULL,
    "matchId" TEXT,
    "sides" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "TournamentTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentGame" (
    "id" TEXT NOT NULL,
    "tournamentTableId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "tableId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "firstDealer" INTEGER,
    "result" JSONB,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "TournamentGame_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Tournament_status_registrationClosesAt_idx" ON "Tournament"("status", "registrationClosesAt");

-- CreateIndex
CREATE INDEX "Tournament_featured_status_idx" ON "Tournament"("featured", "status");

-- CreateIndex
CREATE INDEX "Tournament_organiserId_idx" ON "Tournament"("organiserId");

-- CreateIndex
CREATE INDEX "Tournament_presetVersionId_idx" ON "Tournament"("presetVersionId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentEntrant_teamId_key" ON "TournamentEntrant"("teamId");

-- CreateIndex
CREATE INDEX "TournamentEntrant_tournamentId_createdAt_idx" ON "TournamentEntrant"("tournamentId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentEntrant_tournamentId_userId_key" ON "TournamentEntrant"("tournamentId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentTeam_tournamentId_name_key" ON "TournamentTeam"("tournamentId", "name");

-- CreateIndex
CREATE INDEX "TournamentTeamMember_tournamentId_userId_idx" ON "TournamentTeamMember"("tournamentId", "userId");

-- CreateIndex
CREATE INDEX "TournamentTeamMember_userId_status_idx" ON "TournamentTeamMember"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentTeamMember_teamId_userId_key" ON "TournamentTeamMember"("teamId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentRound_tournamentId_number_key" ON "TournamentRound"("tournamentId", "number");

-- CreateIndex
CREATE INDEX "TournamentTable_tournamentId_round_idx" ON "TournamentTable"("tournamentId", "round");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentTable_roundId_index_key" ON "TournamentTable"("roundId", "index");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentGame_tableId_key" ON "TournamentGame"("tableId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentGame_gameId_key" ON "TournamentGame"("gameId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentGame_tournamentTableId_index_key" ON "TournamentGame"("tournamentTableId", "index");

-- AddForeignKey
ALTER TABLE "Tournament" ADD CONSTRAINT "Tournament_organiserId_fkey" FOREIGN KEY ("organiserId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tournament" ADD CONSTRAINT "Tournament_presetVersionId_fkey" FOREIGN KEY ("presetVersionId") REFERENCES "PresetVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentEntrant" ADD CONSTRAINT "TournamentEntrant_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentEntrant" ADD CONSTRAINT "TournamentEntrant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentEntrant" ADD CONSTRAINT "TournamentEntrant_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "TournamentTeam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentTeam" ADD CONSTRAINT "TournamentTeam_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentTeam" ADD CONSTRAINT "TournamentTeam_captainId_fkey" FOREIGN KEY ("captainId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentTeamMember" ADD CONSTRAINT "TournamentTeamMember_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "TournamentTeam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentTeamMember" ADD CONSTRAINT "TournamentTeamMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentRound" ADD CONSTRAINT "TournamentRound_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentTable" ADD CONSTRAINT "TournamentTable_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentTable" ADD CONSTRAINT "TournamentTable_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "TournamentRound"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentGame" ADD CONSTRAINT "TournamentGame_tournamentTableId_fkey" FOREIGN KEY ("tournamentTableId") REFERENCES "TournamentTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentGame" ADD CONSTRAINT "TournamentGame_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "Table"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentGame" ADD CONSTRAINT "TournamentGame_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
