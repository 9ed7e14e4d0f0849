-- Custom SQL migration file, put your code below! --
-- A database from before the logistics table keeps its fleet: the vehicles move from the JSON
-- documents into `vehicles` with their ids, in their order (decision 0025). On a new database the
-- documents hold none and nothing happens here; the seed then writes the table itself
-- (src/logistics/seed.ts). A warning the contract does not know, or a progress outside 0–100,
-- could not have been stored through the API; the CHECKs refuse them rather than guess.

insert into vehicles (id, location, start_city, start_country, end_city, end_country, warnings, progress)
select (d.data->>'id')::int, (d.data->>'location')::int, d.data->>'startCity', d.data->>'startCountry',
       d.data->>'endCity', d.data->>'endCountry', d.data->>'warnings', (d.data->>'progress')::double precision
from documents d
where d.collection = 'vehicles'
order by d.position;

-- the documents no longer hold vehicles (their collection stays, empty, as the seed leaves it),
-- nor draw their ids from a counter (the sequence does)
delete from documents where collection = 'vehicles';
update collections set version = version + 1 where name = 'vehicles';
delete from id_counters where name = 'vehicles';

select setval(pg_get_serial_sequence('vehicles', 'id'), coalesce((select max(id) from vehicles), 0) + 1, false);
