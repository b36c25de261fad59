-- AlterTable
ALTER TABLE "Table" ADD COLUMN     "rematchOfGameId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Table_rematchOfGameId_key" ON "Table"("rematchOfGameId");
