-- Custom SQL migration file, put your code below! --
-- A database from before the sales_details table keeps its data table (decision 0029): each sale
-- moves from the JSON documents into a row, in the documents' order (the id is that order), its
-- dollars as integer cents in USD. On a new database the documents hold none and nothing happens
-- here; the seed writes the table itself (src/reference/seed.ts).

insert into sales_details (id, product_id, product_name, product_slug, brand, category, price_minor, image, has_free_shipping, rating, description,
                           sold_on, buyer_name, buyer_avatar, total_minor, paid_minor, received_status, status)
select (row_number() over (order by d.position))::int,
       (d.data->'product'->>'id')::int, d.data->'product'->>'name', d.data->'product'->>'slug', d.data->'product'->>'brand', d.data->'product'->>'category',
       round((d.data->'product'->>'price')::numeric * 100)::int, d.data->'product'->>'image', (d.data->'product'->>'hasFreeShipping')::boolean,
       (d.data->'product'->>'rating')::int, d.data->'product'->>'description',
       (d.data->>'date')::date, d.data->'buyer'->>'name', d.data->'buyer'->>'avatar',
       round((d.data->'payment'->>'total')::numeric * 100)::int, round((d.data->'payment'->>'paidAmount')::numeric * 100)::int,
       d.data->'payment'->>'receivedPaymentStatus', d.data->'payment'->>'status'
from documents d
where d.collection = 'salesDetails';

-- the documents no longer hold the sales (the collection stays, empty, with its version moved)
delete from documents where collection = 'salesDetails';
update collections set version = version + 1 where name = 'salesDetails';
delete from id_counters where name = 'salesDetails';

select setval(pg_get_serial_sequence('sales_details', 'id'), coalesce((select max(id) from sales_details), 0) + 1, false);
