-- Custom SQL migration file, put your code below! --
-- A database from before the calendar tables keeps its events: the one shared list moves from the
-- JSON documents into calendar_events, owned by the first administrator sign-in (the demo's
-- admin@demo.com, whose operations calendar the seed's events are; decision 0023). Every other
-- account starts with an empty calendar. On a new database the documents hold none and nothing
-- happens here; the seed then writes the table itself (src/calendar/seed.ts). A database without
-- an administrator sign-in has no owner for them, and its events are dropped with the documents.

-- the instant a contract date text names; null where PostgreSQL reads it otherwise than the
-- contract's Date.parse did (the event then starts and ends at the epoch: its text is kept)
create function pg_temp.calendar_instant(t text) returns timestamptz language plpgsql as $$
begin
  return t::timestamptz;
exception when others then
  return null;
end
$$;

insert into calendar_events (id, login_id, url, title, start_text, end_text, start_at, end_at, all_day, calendar, guests, location, description)
select (d.data->>'id')::int, l.id, coalesce(d.data->>'url', ''), d.data->>'title', d.data->>'start', d.data->>'end',
       coalesce(pg_temp.calendar_instant(d.data->>'start'), 'epoch'), coalesce(pg_temp.calendar_instant(d.data->>'end'), 'epoch'),
       coalesce((d.data->>'allDay')::boolean, false), d.data->'extendedProps'->>'calendar',
       case when jsonb_typeof(d.data->'extendedProps'->'guests') = 'array'
            then array(select jsonb_array_elements_text(d.data->'extendedProps'->'guests')) end,
       d.data->'extendedProps'->>'location', d.data->'extendedProps'->>'description'
from documents d
join (select id from login_accounts where login_role = 'admin' order by id limit 1) l on true
where d.collection = 'calendarEvents'
order by d.position;

drop function pg_temp.calendar_instant(text);

-- the documents no longer hold calendar events, nor draw their ids from a counter (the sequence does)
delete from documents where collection = 'calendarEvents';
delete from collections where name = 'calendarEvents';
delete from id_counters where name = 'calendarEvents';

select setval(pg_get_serial_sequence('calendar_events', 'id'), coalesce((select max(id) from calendar_events), 0) + 1, false);
