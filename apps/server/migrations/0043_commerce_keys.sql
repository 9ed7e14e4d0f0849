-- Rows moved from an older database may name a product or customer deleted since: they keep what
-- they were sold or written as, without the pointer, before the keys are added.
UPDATE "order_lines" SET "product_id" = NULL WHERE "product_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."id" = "order_lines"."product_id");--> statement-breakpoint
UPDATE "checkout_order_lines" SET "product_id" = NULL WHERE "product_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."id" = "checkout_order_lines"."product_id");--> statement-breakpoint
UPDATE "reviews" SET "customer_id" = NULL WHERE "customer_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "customers" c WHERE c."id" = "reviews"."customer_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order_lines" ADD CONSTRAINT "checkout_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;