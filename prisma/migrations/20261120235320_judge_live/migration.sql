-- CreateTable
CREATE TABLE "JudgeMatch" (
    "gameId" TEXT NOT NULL,
    "ownerId" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "countdown" INTEGER NOT NULL DEFAULT 0,
    "round" INTEGER,
    "revealAt" TIMESTAMP(3),
    "closing" BOOLEAN NOT NULL DEFAULT false,
    "resolvedAt" TIMESTAMP(3),
    "idleRounds" INTEGER[] DEFAULT ARRAY[0, 0]::INTEGER[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JudgeMatch_pkey" PRIMARY KEY ("gameId")
);

-- CreateTable
CREATE TABLE "JudgePresence" (
    "gameId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "lastSeenAt" TIMESTAMP(3),
    "owdMs" DOUBLE PRECISION,
    "jitterMs" DOUBLE PRECISION,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JudgePresence_pkey" PRIMARY KEY ("gameId","seat")
);

-- CreateTable
CREATE TABLE "JudgeAction" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "countdown" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "act" TEXT NOT NULL,
    "receivedAt" TIMESTAMP(3) NOT NULL,
    "receivedMs" DOUBLE PRECISION NOT NULL,
    "creditedMs" DOUBLE PRECISION NOT NULL,
    "effectiveMs" INTEGER NOT NULL,
    "clientReactionMs" DOUBLE PRECISION,
    "falseStart" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JudgeAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "JudgeAction_gameId_countdown_seat_key" ON "JudgeAction"("gameId", "countdown", "seat");

-- AddForeignKey
ALTER TABLE "JudgeMatch" ADD CONSTRAINT "JudgeMatch_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgePresence" ADD CONSTRAINT "JudgePresence_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgeAction" ADD CONSTRAINT "JudgeAction_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
