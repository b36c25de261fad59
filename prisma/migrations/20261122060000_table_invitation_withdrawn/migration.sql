-- AlterTable
ALTER TABLE "TableInvitation" ADD COLUMN "withdrawnAt" TIMESTAMP(3);
