-- A search's count asks the planner first (server/services/listQuery.ts CountOptions.estimateFirst):
-- a LIKE on search_text is estimated from the column's histogram, one entry in a hundred by
-- default, so a term in 8% of the orders came out at 4% or 8% by the sample. A thousand entries
-- keep the estimate within a few percent at a million orders.
ALTER TABLE "orders" ALTER COLUMN "search_text" SET STATISTICS 1000;
