-- CreateEnum
CREATE TYPE "TableSpeed" AS ENUM ('FAST', 'DAILY');

-- CreateEnum
CREATE TYPE "MatchOutcome" AS ENUM ('WON', 'LOST', 'DRAWN');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('PENDING', 'RUNNING', 'DONE', 'FAILED');

-- AlterTable
ALTER TABLE "Table" DROP COLUMN "moveTimeLimitSeconds",
ADD COLUMN     "speed" "TableSpeed" NOT NULL DEFAULT 'DAILY',
ADD COLUMN     "timeControl" JSONB,
ADD COLUMN     "timeoutsBeforeForfeit" INTEGER;

-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "bankMs" INTEGER,
ADD COLUMN     "forfeited" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "standIn" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "team" INTEGER,
ADD COLUMN     "timeouts" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "deadlineAt" TIMESTAMP(3),
ADD COLUMN     "endReason" TEXT,
ADD COLUMN     "toAct" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "turnStartedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Move" ADD COLUMN     "byStandIn" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "roundIndex" INTEGER NOT NULL DEFAULT 0;
-- The default only fills rows stored before this migration: new moves always name their round.
ALTER TABLE "Move" ALTER COLUMN "roundIndex" DROP DEFAULT;

-- CreateTable
CREATE TABLE "RoundResult" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "roundIndex" INTEGER NOT NULL,
    "scores" JSONB NOT NULL,
    "yaku" JSONB NOT NULL,
    "winner" INTEGER,
    "cancelled" BOOLEAN NOT NULL DEFAULT false,
    "explanation" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoundResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MatchResult" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "side" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "result" "MatchOutcome" NOT NULL,
    "forfeited" BOOLEAN NOT NULL DEFAULT false,
    "finishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MatchResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SakuraTeamResult" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "team" INTEGER NOT NULL,
    "seats" INTEGER[],
    "total" INTEGER NOT NULL,
    "victories" INTEGER NOT NULL,
    "won" BOOLEAN NOT NULL,

    CONSTRAINT "SakuraTeamResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Job" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT,
    "payload" JSONB NOT NULL,
    "runAt" TIMESTAMP(3) NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 5,
    "lockedUntil" TIMESTAMP(3),
    "lockedBy" TEXT,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "key" TEXT,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RoundResult_gameId_roundIndex_key" ON "RoundResult"("gameId", "roundIndex");

-- CreateIndex
CREATE INDEX "MatchResult_userId_finishedAt_idx" ON "MatchResult"("userId", "finishedAt");

-- CreateIndex
CREATE UNIQUE INDEX "MatchResult_gameId_seat_key" ON "MatchResult"("gameId", "seat");

-- CreateIndex
CREATE UNIQUE INDEX "SakuraTeamResult_gameId_team_key" ON "SakuraTeamResult"("gameId", "team");

-- CreateIndex
CREATE UNIQUE INDEX "Job_key_key" ON "Job"("key");

-- CreateIndex
CREATE INDEX "Job_status_runAt_idx" ON "Job"("status", "runAt");

-- CreateIndex
CREATE INDEX "Job_status_lockedUntil_idx" ON "Job"("status", "lockedUntil");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_key_key" ON "Notification"("key");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt");

-- CreateIndex
CREATE INDEX "Table_status_visibility_game_createdAt_idx" ON "Table"("status", "visibility", "game", "createdAt");

-- CreateIndex
CREATE INDEX "Game_status_finishedAt_idx" ON "Game"("status", "finishedAt");

-- AddForeignKey
ALTER TABLE "RoundResult" ADD CONSTRAINT "RoundResult_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatchResult" ADD CONSTRAINT "MatchResult_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatchResult" ADD CONSTRAINT "MatchResult_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SakuraTeamResult" ADD CONSTRAINT "SakuraTeamResult_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
