-- Store analytics (STORE-ANALYTICS.md): branches, their zones and queues, and the 15-minute
-- buckets as rows. Every fact column is additive, so any roll-up over time, zones or branches is a
-- plain SUM; rates are computed from the summed parts by the server, never stored.
-- A bucket is named by `bi` = local day number (days since 1970-01-01 of the branch's local
-- date) × 96 + quarter of the local day, so a branch's range of local days is one index range.

CREATE TABLE insights_branches (
  -- the seed order: answers list branches in it, and chain totals are summed in it
  branch_key integer PRIMARY KEY,
  id text NOT NULL UNIQUE,
  code text NOT NULL,
  name text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  country_code text NOT NULL,
  status text NOT NULL,
  timezone text NOT NULL,
  capacity integer NOT NULL,
  currency text NOT NULL,
  currency_digits integer NOT NULL,
  fx_to_reporting double precision NOT NULL,
  -- the branch as the contract serves it (opening hours, manager, coordinates, tags)
  data jsonb NOT NULL
);

CREATE TABLE insights_zones (
  branch_key integer NOT NULL REFERENCES insights_branches (branch_key) ON DELETE CASCADE,
  zone_idx smallint NOT NULL,
  id text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  PRIMARY KEY (branch_key, zone_idx)
);

CREATE TABLE insights_queues (
  branch_key integer NOT NULL REFERENCES insights_branches (branch_key) ON DELETE CASCADE,
  queue_idx smallint NOT NULL,
  id text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  PRIMARY KEY (branch_key, queue_idx)
);

-- One row per branch and 15-minute bucket inside opening hours (staff_quarters: staff on the
-- floor in the quarter; staff hours = staff_quarters / 4; valid: the sensor was online).
CREATE TABLE insights_facts (
  branch_key integer NOT NULL,
  bi integer NOT NULL,
  visitors_in integer NOT NULL,
  visitors_out integer NOT NULL,
  visitor_groups integer NOT NULL,
  passers_by integer NOT NULL,
  transactions integer NOT NULL,
  sales integer NOT NULL,
  units integer NOT NULL,
  staff_quarters integer NOT NULL,
  dwell_seconds integer NOT NULL,
  bounces integer NOT NULL,
  identified_visits integer NOT NULL,
  returning_visits integer NOT NULL,
  valid_transactions integer NOT NULL,
  valid_sales integer NOT NULL,
  valid integer NOT NULL,
  buckets integer NOT NULL,
  queue_arrivals integer NOT NULL,
  queue_served integer NOT NULL,
  queue_abandoned integer NOT NULL,
  queue_wait_seconds integer NOT NULL,
  queue_over_target integer NOT NULL,
  queue_service_seconds integer NOT NULL,
  PRIMARY KEY (branch_key, bi)
);

-- Roll-ups of complete hours and days, filled from the facts at seed time. A query reads the
-- hours (days) that end before the branch's current bucket from here and the rest from the facts.
CREATE TABLE insights_facts_hourly (
  branch_key integer NOT NULL,
  -- local day × 24 + local hour
  hb integer NOT NULL,
  visitors_in bigint NOT NULL,
  visitors_out bigint NOT NULL,
  visitor_groups bigint NOT NULL,
  passers_by bigint NOT NULL,
  transactions bigint NOT NULL,
  sales bigint NOT NULL,
  units bigint NOT NULL,
  staff_quarters bigint NOT NULL,
  dwell_seconds bigint NOT NULL,
  bounces bigint NOT NULL,
  identified_visits bigint NOT NULL,
  returning_visits bigint NOT NULL,
  valid_transactions bigint NOT NULL,
  valid_sales bigint NOT NULL,
  valid bigint NOT NULL,
  buckets bigint NOT NULL,
  queue_arrivals bigint NOT NULL,
  queue_served bigint NOT NULL,
  queue_abandoned bigint NOT NULL,
  queue_wait_seconds bigint NOT NULL,
  queue_over_target bigint NOT NULL,
  queue_service_seconds bigint NOT NULL,
  PRIMARY KEY (branch_key, hb)
);

CREATE TABLE insights_facts_daily (
  branch_key integer NOT NULL,
  day integer NOT NULL,
  -- year × 12 + month (0-based) of the local day
  month_key integer NOT NULL,
  visitors_in bigint NOT NULL,
  visitors_out bigint NOT NULL,
  visitor_groups bigint NOT NULL,
  passers_by bigint NOT NULL,
  transactions bigint NOT NULL,
  sales bigint NOT NULL,
  units bigint NOT NULL,
  staff_quarters bigint NOT NULL,
  dwell_seconds bigint NOT NULL,
  bounces bigint NOT NULL,
  identified_visits bigint NOT NULL,
  returning_visits bigint NOT NULL,
  valid_transactions bigint NOT NULL,
  valid_sales bigint NOT NULL,
  valid bigint NOT NULL,
  buckets bigint NOT NULL,
  queue_arrivals bigint NOT NULL,
  queue_served bigint NOT NULL,
  queue_abandoned bigint NOT NULL,
  queue_wait_seconds bigint NOT NULL,
  queue_over_target bigint NOT NULL,
  queue_service_seconds bigint NOT NULL,
  PRIMARY KEY (branch_key, day)
);

-- Zone and queue counts per bucket whose sensor was online, one row per bucket with one array
-- element per zone (queue) in zone_idx (queue_idx) order: a seventh of the rows of one row per
-- zone, which makes the first start several times faster; queries unnest them WITH ORDINALITY.
CREATE TABLE insights_zone_facts (
  branch_key integer NOT NULL,
  bi integer NOT NULL,
  visits integer[] NOT NULL,
  dwell_seconds integer[] NOT NULL,
  PRIMARY KEY (branch_key, bi)
);

CREATE TABLE insights_queue_facts (
  branch_key integer NOT NULL,
  bi integer NOT NULL,
  arrivals integer[] NOT NULL,
  served integer[] NOT NULL,
  abandoned integer[] NOT NULL,
  wait_seconds integer[] NOT NULL,
  service_seconds integer[] NOT NULL,
  served_over_target integer[] NOT NULL,
  max_length integer[] NOT NULL,
  PRIMARY KEY (branch_key, bi)
);

-- What the facts were generated for: the seed's day and the last local day they hold.
CREATE TABLE insights_meta (
  id integer PRIMARY KEY CHECK (id = 1),
  seed_day integer NOT NULL,
  first_day integer NOT NULL,
  last_day integer NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now(),
  seed_ms integer NOT NULL
);
