-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "textKey" TEXT,
ADD COLUMN     "textParams" JSONB;
