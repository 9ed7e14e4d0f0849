CREATE TABLE "dashboard_figures" (
	"name" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"figures" json NOT NULL,
	CONSTRAINT "dashboard_figures_name_check" CHECK ("dashboard_figures"."name" in ('analytics')),
	CONSTRAINT "dashboard_figures_object_check" CHECK (json_typeof("dashboard_figures"."figures") = 'object')
);
