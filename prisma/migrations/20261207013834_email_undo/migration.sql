-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailBefore" TEXT,
ADD COLUMN     "emailChangedAt" TIMESTAMP(3);
