-- Custom SQL migration file, put your code below! --
-- A database from before the catalogue tables keeps its catalogue: categories, products (with the
-- editor's details), reviews and the store settings move from the JSON documents into the tables
-- with their ids, in their order (decision 0027). On a new database the documents hold none and
-- nothing happens here; the seed then writes the tables itself (src/catalogue/seed.ts). This file
-- does not depend on its number (the lead renumbers migrations when slices merge).
--
-- Money: a product's price text ("$1,249.50") and the settings' dollar amounts become integer
-- cents, rounded as toMinor rounds.

insert into product_categories (id, name, slug, description, status)
select (d.data->>'id')::int, d.data->>'name', coalesce(d.data->>'slug', ''), coalesce(d.data->>'description', ''),
       coalesce(d.data->>'status', 'Published')
from documents d
where d.collection = 'productCategories'
order by d.position;

select setval(pg_get_serial_sequence('product_categories', 'id'), coalesce((select max(id) from product_categories), 0) + 1, false);

-- a product naming a category no category row has (the API never let one be stored, but a product
-- is not dropped for it): the category is created, published, so the product keeps its name
insert into product_categories (name, slug, description, status)
select distinct on (lower(trim(d.data->>'category'))) trim(d.data->>'category'),
       trim(both '-' from regexp_replace(lower(trim(d.data->>'category')), '[^a-z0-9]+', '-', 'g')), '', 'Published'
from documents d
where d.collection = 'products'
  and not exists (select 1 from product_categories c where lower(c.name) = lower(trim(d.data->>'category')))
order by lower(trim(d.data->>'category')), d.position;

insert into products (id, name, brand, category_id, stock, sku, price_minor, qty, status, image, version)
select (d.data->>'id')::int, d.data->>'productName', coalesce(d.data->>'productBrand', ''), c.id,
       (d.data->>'stock')::boolean, (d.data->>'sku')::int,
       round(regexp_replace(d.data->>'price', '[^0-9.-]', '', 'g')::numeric * 100)::bigint,
       (d.data->>'qty')::int, d.data->>'status', coalesce(d.data->>'image', ''), coalesce((d.data->>'version')::int, 1)
from documents d
join product_categories c on lower(c.name) = lower(trim(d.data->>'category'))
where d.collection = 'products'
order by d.position;

-- the editor's details of the products that still exist
insert into product_details (product_id, barcode, description, images, discounted_price_minor, charge_tax, shipping_type, weight_grams, tags)
select (d.data->>'id')::int, coalesce(d.data->>'barcode', ''), coalesce(d.data->>'description', ''),
       coalesce(array(select jsonb_array_elements_text(d.data->'images')), '{}'),
       round((d.data->>'discountedPrice')::numeric * 100)::bigint,
       coalesce((d.data->>'chargeTax')::boolean, true), coalesce(d.data->>'shippingType', 'seller'),
       round((d.data->>'weightKg')::numeric * 1000)::int,
       coalesce(array(select jsonb_array_elements_text(d.data->'tags')), '{}')
from documents d
where d.collection = 'productDetails'
  and exists (select 1 from products p where p.id = (d.data->>'id')::int)
order by d.position;

-- a review keeps the product as reviewed and points at the product of that name and brand (the
-- first one, if two share them) while it exists
insert into reviews (id, product_id, product_name, company_name, product_image, reviewer, email, avatar, reviewed_on, status, rating, head, para)
select (d.data->>'id')::int,
       (select p.id from products p where p.name = d.data->>'product' and p.brand = coalesce(d.data->>'companyName', '') order by p.id limit 1),
       d.data->>'product', coalesce(d.data->>'companyName', ''), coalesce(d.data->>'productImage', ''),
       d.data->>'reviewer', coalesce(d.data->>'email', ''), coalesce(d.data->>'avatar', ''),
       (d.data->>'date')::date, d.data->>'status', (d.data->>'review')::int,
       coalesce(d.data->>'head', ''), coalesce(d.data->>'para', '')
from documents d
where d.collection = 'reviews'
order by d.position;

insert into store_settings (id, name, email, phone, currency, address, support_email, pay_card, pay_paypal, pay_cash_on_delivery,
                            pay_bank_transfer, guest_checkout, require_phone, order_notes, terms_required, domestic_rate_minor,
                            international_rate_minor, free_shipping_over_minor, processing_days, notifications)
select 1, s->'store'->>'name', s->'store'->>'email', s->'store'->>'phone', s->'store'->>'currency',
       coalesce(s->'store'->>'address', ''), coalesce(s->'store'->>'supportEmail', ''),
       (s->'payments'->>'card')::boolean, (s->'payments'->>'paypal')::boolean,
       (s->'payments'->>'cashOnDelivery')::boolean, (s->'payments'->>'bankTransfer')::boolean,
       (s->'checkout'->>'guestCheckout')::boolean, (s->'checkout'->>'requirePhone')::boolean,
       (s->'checkout'->>'orderNotes')::boolean, (s->'checkout'->>'termsRequired')::boolean,
       round((s->'shipping'->>'domesticRate')::numeric * 100)::bigint,
       round((s->'shipping'->>'internationalRate')::numeric * 100)::bigint,
       round((s->'shipping'->>'freeShippingOver')::numeric * 100)::bigint,
       (s->'shipping'->>'processingDays')::int, s->'notifications'
from (select data as s from documents where collection = 'storeSettings' limit 1) settings;

insert into store_locations (store_id, key, position, name, address, fulfils_online_orders)
select 1, l.item->>'id', l.n::int, l.item->>'name', l.item->>'address', (l.item->>'fulfilsOnlineOrders')::boolean
from documents d
cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->'locations') = 'array' then d.data->'locations' else '[]'::jsonb end)
  with ordinality as l(item, n)
where d.collection = 'storeSettings'
  and exists (select 1 from store_settings where id = 1);

-- the documents no longer hold the catalogue, nor draw its ids from counters (the sequences do).
-- `products` and `reviews` stay as empty collections: their version rows tell every server process
-- to reread them from the tables for the calls the documents still answer (order detail, stats,
-- checkout); the others go.
delete from documents where collection in ('productCategories', 'products', 'productDetails', 'reviews', 'storeSettings');
delete from collections where name in ('productCategories', 'productDetails', 'storeSettings');
update collections set version = version + 1 where name in ('products', 'reviews');
delete from id_counters where name in ('productCategories', 'products', 'productDetails', 'reviews');

select setval(pg_get_serial_sequence('product_categories', 'id'), coalesce((select max(id) from product_categories), 0) + 1, false);
select setval(pg_get_serial_sequence('products', 'id'), coalesce((select max(id) from products), 0) + 1, false);
select setval(pg_get_serial_sequence('reviews', 'id'), coalesce((select max(id) from reviews), 0) + 1, false);
