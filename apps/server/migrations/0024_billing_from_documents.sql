-- Custom SQL migration file, put your code below! ---- A database from before 0023 keeps its invoices: they move from the JSON documents into the
-- billing tables (decision 0021). On a new database the documents hold none and nothing happens
-- here; the seed then writes the tables itself (src/billing/seed.ts).
--
-- Money: the documents' dollars (`total`, `balance`, floats) become integer cents, rounded as
-- toMinor rounds; an invoice made before the editor kept lines ("service" and "total" only)
-- keeps no line rows and reads as one line of its service, as it did (invoiceLines in @atrium/api).

-- one client per billing email (any case), with the details of its latest invoice
insert into clients (name, company, email, address, country, contact)
select distinct on (lower(data->'client'->>'companyEmail'))
       coalesce(data->'client'->>'name', ''), coalesce(data->'client'->>'company', ''), data->'client'->>'companyEmail',
       coalesce(data->'client'->>'address', ''), coalesce(data->'client'->>'country', ''), coalesce(data->'client'->>'contact', '')
from documents where collection = 'invoices'
order by lower(data->'client'->>'companyEmail'), position desc;

insert into invoices (id, client_id, client_name, client_company, client_email, client_address, client_country, client_contact,
                      issued_date, due_date, service, total_minor, balance_minor, discount_basis_points, tax_basis_points,
                      note, salesperson, avatar, status)
select (d.data->>'id')::int, c.id, coalesce(d.data->'client'->>'name', ''), coalesce(d.data->'client'->>'company', ''),
       d.data->'client'->>'companyEmail', coalesce(d.data->'client'->>'address', ''), coalesce(d.data->'client'->>'country', ''),
       coalesce(d.data->'client'->>'contact', ''),
       (d.data->>'issuedDate')::date, (d.data->>'dueDate')::date, coalesce(d.data->>'service', ''),
       round((d.data->>'total')::numeric * 100)::bigint, round((d.data->>'balance')::numeric * 100)::bigint,
       (d.data->>'discountBasisPoints')::int, (d.data->>'taxBasisPoints')::int, d.data->>'note', d.data->>'salesperson',
       coalesce(d.data->>'avatar', ''), d.data->>'invoiceStatus'
from documents d
join clients c on lower(c.email) = lower(d.data->'client'->>'companyEmail')
where d.collection = 'invoices'
order by d.position;

insert into invoice_lines (invoice_id, position, description, details, unit_price_minor, quantity)
select (d.data->>'id')::int, line.n::int, line.item->>'description', coalesce(line.item->>'details', ''),
       (line.item->>'unitPriceMinor')::bigint, (line.item->>'quantity')::int
from documents d
cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->'items') = 'array' then d.data->'items' else '[]'::jsonb end)
  with ordinality as line(item, n)
where d.collection = 'invoices';

-- the documents no longer hold invoices, nor draw their ids from a counter (the sequence does)
delete from documents where collection = 'invoices';
update collections set version = version + 1 where name = 'invoices';
delete from id_counters where name = 'invoices';

select setval(pg_get_serial_sequence('clients', 'id'), coalesce((select max(id) from clients), 0) + 1, false);
select setval(pg_get_serial_sequence('invoices', 'id'), coalesce((select max(id) from invoices), 0) + 1, false);
select setval(pg_get_serial_sequence('invoice_lines', 'id'), coalesce((select max(id) from invoice_lines), 0) + 1, false);
