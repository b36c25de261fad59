-- AlterTable
ALTER TABLE "Tournament" ADD COLUMN     "cancelledBy" TEXT;
