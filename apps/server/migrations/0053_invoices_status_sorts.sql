CREATE INDEX "invoices_by_status_client_name" ON "invoices" USING btree ("status",lower("client_name"),"id");--> statement-breakpoint
CREATE INDEX "invoices_by_status_total" ON "invoices" USING btree ("status","total_minor","id");--> statement-breakpoint
CREATE INDEX "invoices_by_status_issued" ON "invoices" USING btree ("status","issued_date","id");--> statement-breakpoint
CREATE INDEX "invoices_by_status_balance" ON "invoices" USING btree ("status","balance_minor","id");