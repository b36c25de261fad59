-- AlterTable
ALTER TABLE "JudgePresence" ADD COLUMN     "readyAt" TIMESTAMP(3);
