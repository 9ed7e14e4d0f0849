-- Custom SQL migration file, put your code below! --
-- A database from before the order tables keeps its customers, orders, referrals and checkout
-- orders: they move from the JSON documents into the tables with their ids (decision 0028). On a
-- new database the documents hold none and nothing happens here; the seed then writes the tables
-- itself (src/orders/seed.ts). Independent of its number: the lead renumbers at merge.

-- customers, with their ids; a second customer with an email already taken (any case) is dropped
insert into customers (id, customer_number, name, email, country, country_code, country_flag, avatar, contact)
select (d.data->>'id')::int, (d.data->>'customerId')::int, d.data->>'customer', d.data->>'email',
       coalesce(d.data->>'country', ''), coalesce(d.data->>'countryCode', ''), coalesce(d.data->>'countryFlag', ''),
       coalesce(d.data->>'avatar', ''), coalesce(d.data->>'contact', '')
from documents d
where d.collection = 'customers'
order by d.position
on conflict do nothing;

select setval(pg_get_serial_sequence('customers', 'id'), coalesce((select max(id) from customers), 0) + 1, false);

-- before decision 0028 an order named its buyer only by name and email, and the seed drew them
-- apart from the customers: an order whose email is no customer's makes one (the name, email and
-- picture of its latest order, the first free six-digit numbers, no country or contact)
with buyers as (
  select distinct on (lower(d.data->>'email')) d.data->>'customer' as name, d.data->>'email' as email, coalesce(d.data->>'avatar', '') as avatar
  from documents d
  where d.collection = 'orders'
    and not exists (select 1 from customers c where lower(c.email) = lower(d.data->>'email'))
  order by lower(d.data->>'email'), (d.data->>'id')::int desc
), numbered as (
  select name, email, avatar, row_number() over (order by lower(email)) as rn from buyers
), free as (
  select n, row_number() over (order by n) as rn
  from generate_series(100000, 999999) n
  where not exists (select 1 from customers c where c.customer_number = n)
)
insert into customers (customer_number, name, email, avatar)
select free.n, numbered.name, numbered.email, numbered.avatar
from numbered join free using (rn)
order by numbered.rn;

-- orders, with their ids: "5/23/2024" and "7:05 PM" (UTC, as the seed wrote them) become placed_at
insert into orders (id, order_number, customer_id, customer_name, customer_email, customer_avatar, payment, status, spent_minor, currency, method, method_number, placed_at, version)
select (d.data->>'id')::int, (d.data->>'order')::int,
       (select c.id from customers c where lower(c.email) = lower(d.data->>'email')),
       d.data->>'customer', d.data->>'email', coalesce(d.data->>'avatar', ''),
       (d.data->>'payment')::smallint, d.data->>'status', round((d.data->>'spent')::numeric * 100)::bigint, 'USD',
       d.data->>'method', (d.data->>'methodNumber')::int,
       to_timestamp((d.data->>'date') || ' ' || (d.data->>'time'), 'MM/DD/YYYY HH12:MI AM')::timestamp at time zone 'UTC',
       coalesce((d.data->>'version')::int, 1)
from documents d
where d.collection = 'orders'
order by d.position;

-- their lines. The previous server drew them on every request from the order's id over the
-- current catalogue; the seed's orders (the only orders the contract could create) had these
-- lines as the seed's catalogue drew them (src/orders's seed writes the same, from
-- @atrium/mock-api's seedOrderLines). An order keeps them only where its id and amount are the
-- seed's; the picture is the product's as it is now (or none when the product is gone).
insert into order_lines (order_id, position, product_id, product_name, product_brand, image, unit_price_minor, quantity)
select o.id, l.position, l.product_id, l.product_name, l.product_brand,
       coalesce((select p.data->>'image' from documents p where p.collection = 'products' and p.data->>'id' = l.product_id::text), ''),
       l.unit_price_minor, l.quantity
from (values
  (1, 68517, 1, 38, 'Braided Leather Belt', 'Marlow & Co', 31721, 2),
  (2, 8102, 1, 26, 'Canvas Market Tote', 'Atrium Basics', 2092, 2),
  (2, 8102, 2, 9, 'Court Classic White Sneakers', 'Tempo', 2569, 1),
  (3, 63447, 1, 41, 'Round Brass Wall Mirror', 'Galerie', 9169, 2),
  (3, 63447, 2, 20, 'Clear Armour Phone Case', 'Voltix', 8802, 2),
  (3, 63447, 3, 49, 'PowerCell 20,000 mAh Power Bank', 'Voltix', 11404, 2),
  (4, 45603, 1, 4, 'Arc LED Desk Lamp', 'Lumen', 42225, 1),
  (5, 98775, 1, 18, 'ProPad Wireless Controller', 'Arcadia', 16457, 2),
  (5, 98775, 2, 30, 'Harbour Traders Board Game', 'Meeple & Co', 15091, 2),
  (5, 98775, 3, 5, 'Nordic Oak Table Clock', 'Hygge Home', 28363, 1),
  (6, 57822, 1, 31, 'Snap 20 MP Mirrorless Camera', 'Optika', 22128, 1),
  (6, 57822, 2, 39, 'Trail Blazer Trainers', 'Alpenweg', 7056, 2),
  (6, 57822, 3, 50, 'Merino Rib Beanie', 'Fjord', 8650, 2),
  (7, 94734, 1, 22, 'Vertical Ergonomic Mouse', 'Ergonord', 31617, 1),
  (7, 94734, 2, 28, 'Quiet Low-profile Keyboard', 'Kestrel', 11709, 2),
  (7, 94734, 3, 29, 'Fig & Cedar Candle Trio', 'Hygge Home', 32683, 1),
  (8, 99223, 1, 11, 'Coastline Print, Framed 50×70', 'Galerie', 17222, 2),
  (8, 99223, 2, 40, 'Fineliner Pens, Set of 12', 'Papier & Fils', 57430, 1),
  (9, 42513, 1, 22, 'Vertical Ergonomic Mouse', 'Ergonord', 39364, 1),
  (10, 93629, 1, 33, 'Suede Penny Loafers', 'Marlow & Co', 12569, 2),
  (10, 93629, 2, 45, 'Kids'' Light-up Sneakers', 'Tempo', 23375, 1),
  (10, 93629, 3, 3, 'Stride Runner 2 Running Shoes', 'Tempo', 38182, 1),
  (11, 96015, 1, 47, 'Terracotta Plant Pot, Large', 'Atrium Home', 14580, 2),
  (11, 96015, 2, 32, 'Thermo Steel Travel Mug, 450 ml', 'Fjord', 18159, 2),
  (11, 96015, 3, 20, 'Clear Armour Phone Case', 'Voltix', 11713, 2),
  (12, 31132, 1, 12, 'Horizon VR Headset', 'Arcadia', 11196, 1),
  (12, 31132, 2, 31, 'Snap 20 MP Mirrorless Camera', 'Optika', 3695, 2),
  (12, 31132, 3, 13, 'Halo Smart Watch Series 3', 'Orbit', 10240, 1),
  (13, 15887, 1, 45, 'Kids'' Light-up Sneakers', 'Tempo', 7355, 2),
  (14, 40155, 1, 40, 'Fineliner Pens, Set of 12', 'Papier & Fils', 16625, 1),
  (14, 40155, 2, 18, 'ProPad Wireless Controller', 'Arcadia', 10283, 1),
  (14, 40155, 3, 42, 'Tokyo at Night, 1000-piece Puzzle', 'Meeple & Co', 10273, 1),
  (15, 69846, 1, 21, 'Breeze Canvas Slip-ons', 'Atrium Basics', 23884, 1),
  (15, 69846, 2, 23, 'Linen Throw Pillow', 'Atrium Home', 40788, 1),
  (16, 15863, 1, 24, 'Apex Racing Wheel & Pedals', 'Gridline', 7344, 2),
  (17, 44259, 1, 48, 'Retro Arcade Stick', 'Gridline', 20491, 2),
  (18, 90915, 1, 40, 'Fineliner Pens, Set of 12', 'Papier & Fils', 42091, 2),
  (19, 91728, 1, 28, 'Quiet Low-profile Keyboard', 'Kestrel', 39584, 1),
  (19, 91728, 2, 21, 'Breeze Canvas Slip-ons', 'Atrium Basics', 22675, 2),
  (20, 97812, 1, 16, 'A5 Dotted Notebooks, Set of 3', 'Papier & Fils', 24029, 2),
  (20, 97812, 2, 17, 'Hand-blown Glass Vase', 'Hygge Home', 42510, 1),
  (21, 47701, 1, 33, 'Suede Penny Loafers', 'Marlow & Co', 16913, 1),
  (21, 47701, 2, 41, 'Round Brass Wall Mirror', 'Galerie', 12857, 1),
  (21, 47701, 3, 39, 'Trail Blazer Trainers', 'Alpenweg', 14398, 1),
  (22, 77371, 1, 40, 'Fineliner Pens, Set of 12', 'Papier & Fils', 11205, 2),
  (22, 77371, 2, 47, 'Terracotta Plant Pot, Large', 'Atrium Home', 13940, 2),
  (22, 77371, 3, 23, 'Linen Throw Pillow', 'Atrium Home', 21351, 1),
  (23, 41655, 1, 27, 'Coast Leather Sandals', 'Solène', 19285, 2),
  (24, 95695, 1, 24, 'Apex Racing Wheel & Pedals', 'Gridline', 12380, 2),
  (24, 95695, 2, 8, 'Aviator Polarised Sunglasses', 'Solène', 33585, 1),
  (24, 95695, 3, 37, 'Tab S 11" Tablet, 128 GB', 'Orbit', 30262, 1),
  (25, 38483, 1, 11, 'Coastline Print, Framed 50×70', 'Galerie', 13635, 1),
  (25, 38483, 2, 20, 'Clear Armour Phone Case', 'Voltix', 4977, 2),
  (25, 38483, 3, 4, 'Arc LED Desk Lamp', 'Lumen', 6022, 2),
  (26, 30002, 1, 39, 'Trail Blazer Trainers', 'Alpenweg', 13890, 2),
  (27, 95254, 1, 11, 'Coastline Print, Framed 50×70', 'Galerie', 88198, 1),
  (28, 17922, 1, 26, 'Canvas Market Tote', 'Atrium Basics', 8342, 1),
  (28, 17922, 2, 21, 'Breeze Canvas Slip-ons', 'Atrium Basics', 4126, 2),
  (29, 3382, 1, 35, 'Wool Rug, 160×230', 'Atrium Home', 1326, 1),
  (29, 3382, 2, 8, 'Aviator Polarised Sunglasses', 'Solène', 747, 2),
  (30, 34525, 1, 41, 'Round Brass Wall Mirror', 'Galerie', 6861, 2),
  (30, 34525, 2, 22, 'Vertical Ergonomic Mouse', 'Ergonord', 5190, 2),
  (30, 34525, 3, 19, 'Boombox Mini Bluetooth Speaker', 'Sonora', 3933, 2),
  (31, 40323, 1, 27, 'Coast Leather Sandals', 'Solène', 18668, 2),
  (32, 93638, 1, 48, 'Retro Arcade Stick', 'Gridline', 43351, 2),
  (33, 50996, 1, 27, 'Coast Leather Sandals', 'Solène', 17658, 1),
  (33, 50996, 2, 6, 'Nexus Game Console, 1 TB', 'Arcadia', 8583, 2),
  (33, 50996, 3, 43, 'Nova 5G Smartphone, 256 GB', 'Orbit', 6198, 2),
  (34, 67443, 1, 45, 'Kids'' Light-up Sneakers', 'Tempo', 62447, 1),
  (35, 22454, 1, 14, 'Commuter 20 L Backpack', 'Fjord', 2942, 2),
  (35, 22454, 2, 38, 'Braided Leather Belt', 'Marlow & Co', 7055, 1),
  (35, 22454, 3, 50, 'Merino Rib Beanie', 'Fjord', 3926, 2),
  (36, 94029, 1, 27, 'Coast Leather Sandals', 'Solène', 43532, 2),
  (37, 86909, 1, 34, 'Rise Electric Standing Desk', 'Ergonord', 35872, 1),
  (37, 86909, 2, 27, 'Coast Leather Sandals', 'Solène', 25138, 1),
  (37, 86909, 3, 28, 'Quiet Low-profile Keyboard', 'Kestrel', 9731, 2),
  (38, 53272, 1, 5, 'Nordic Oak Table Clock', 'Hygge Home', 49326, 1),
  (39, 70223, 1, 44, 'Silk Square Scarf', 'Solène', 32511, 2),
  (40, 61705, 1, 28, 'Quiet Low-profile Keyboard', 'Kestrel', 8665, 2),
  (40, 61705, 2, 21, 'Breeze Canvas Slip-ons', 'Atrium Basics', 7963, 2),
  (40, 61705, 3, 44, 'Silk Square Scarf', 'Solène', 11939, 2),
  (41, 53055, 1, 46, 'Undated Weekly Planner', 'Papier & Fils', 49125, 1),
  (42, 32215, 1, 15, 'Ridge Waterproof Hiking Boots', 'Alpenweg', 10985, 1),
  (42, 32215, 2, 35, 'Wool Rug, 160×230', 'Atrium Home', 5572, 2),
  (42, 32215, 3, 44, 'Silk Square Scarf', 'Solène', 3850, 2),
  (43, 95600, 1, 20, 'Clear Armour Phone Case', 'Voltix', 88519, 1),
  (44, 59486, 1, 29, 'Fig & Cedar Candle Trio', 'Hygge Home', 17185, 1),
  (44, 59486, 2, 44, 'Silk Square Scarf', 'Solène', 9391, 2),
  (44, 59486, 3, 19, 'Boombox Mini Bluetooth Speaker', 'Sonora', 9557, 2),
  (45, 5424, 1, 21, 'Breeze Canvas Slip-ons', 'Atrium Basics', 810, 2),
  (45, 5424, 2, 44, 'Silk Square Scarf', 'Solène', 840, 2),
  (45, 5424, 3, 3, 'Stride Runner 2 Running Shoes', 'Tempo', 1221, 1),
  (46, 21664, 1, 4, 'Arc LED Desk Lamp', 'Lumen', 10182, 1),
  (46, 21664, 2, 43, 'Nova 5G Smartphone, 256 GB', 'Orbit', 9877, 1),
  (47, 86126, 1, 48, 'Retro Arcade Stick', 'Gridline', 39873, 2),
  (48, 43142, 1, 46, 'Undated Weekly Planner', 'Papier & Fils', 7652, 2),
  (48, 43142, 2, 3, 'Stride Runner 2 Running Shoes', 'Tempo', 24643, 1),
  (49, 46714, 1, 40, 'Fineliner Pens, Set of 12', 'Papier & Fils', 17823, 1),
  (49, 46714, 2, 29, 'Fig & Cedar Candle Trio', 'Hygge Home', 12627, 1),
  (49, 46714, 3, 5, 'Nordic Oak Table Clock', 'Hygge Home', 12804, 1),
  (50, 39206, 1, 22, 'Vertical Ergonomic Mouse', 'Ergonord', 16131, 1),
  (50, 39206, 2, 17, 'Hand-blown Glass Vase', 'Hygge Home', 10086, 2),
  (51, 36174, 1, 3, 'Stride Runner 2 Running Shoes', 'Tempo', 15871, 1),
  (51, 36174, 2, 1, 'Pulse ANC Wireless Earbuds', 'Sonora', 8812, 2),
  (52, 55597, 1, 27, 'Coast Leather Sandals', 'Solène', 25740, 2),
  (53, 61317, 1, 23, 'Linen Throw Pillow', 'Atrium Home', 16577, 1),
  (53, 61317, 2, 16, 'A5 Dotted Notebooks, Set of 3', 'Papier & Fils', 21144, 1),
  (53, 61317, 3, 24, 'Apex Racing Wheel & Pedals', 'Gridline', 19054, 1),
  (54, 86712, 1, 25, 'Clarity 27" 4K Monitor', 'Kestrel', 18779, 2),
  (54, 86712, 2, 50, 'Merino Rib Beanie', 'Fjord', 42731, 1),
  (55, 36582, 1, 5, 'Nordic Oak Table Clock', 'Hygge Home', 10845, 1),
  (55, 36582, 2, 12, 'Horizon VR Headset', 'Arcadia', 9768, 1),
  (55, 36582, 3, 39, 'Trail Blazer Trainers', 'Alpenweg', 6630, 2),
  (56, 42463, 1, 2, 'Heritage Leather Wallet', 'Marlow & Co', 19659, 2),
  (57, 82041, 1, 33, 'Suede Penny Loafers', 'Marlow & Co', 37982, 2),
  (58, 90806, 1, 16, 'A5 Dotted Notebooks, Set of 3', 'Papier & Fils', 27119, 1),
  (58, 90806, 2, 28, 'Quiet Low-profile Keyboard', 'Kestrel', 24870, 1),
  (58, 90806, 3, 25, 'Clarity 27" 4K Monitor', 'Kestrel', 32091, 1),
  (59, 42119, 1, 30, 'Harbour Traders Board Game', 'Meeple & Co', 10396, 2),
  (59, 42119, 2, 50, 'Merino Rib Beanie', 'Fjord', 18208, 1),
  (60, 56351, 1, 28, 'Quiet Low-profile Keyboard', 'Kestrel', 8880, 2),
  (60, 56351, 2, 7, 'Voyager 14" Ultrabook', 'Kestrel', 10263, 2),
  (60, 56351, 3, 43, 'Nova 5G Smartphone, 256 GB', 'Orbit', 6947, 2),
  (61, 34404, 1, 46, 'Undated Weekly Planner', 'Papier & Fils', 7538, 1),
  (61, 34404, 2, 31, 'Snap 20 MP Mirrorless Camera', 'Optika', 5440, 2),
  (61, 34404, 3, 11, 'Coastline Print, Framed 50×70', 'Galerie', 13438, 1),
  (62, 40676, 1, 1, 'Pulse ANC Wireless Earbuds', 'Sonora', 10831, 2),
  (62, 40676, 2, 33, 'Suede Penny Loafers', 'Marlow & Co', 16002, 1),
  (63, 92774, 1, 11, 'Coastline Print, Framed 50×70', 'Galerie', 85902, 1),
  (64, 46634, 1, 45, 'Kids'' Light-up Sneakers', 'Tempo', 21590, 2),
  (65, 16358, 1, 31, 'Snap 20 MP Mirrorless Camera', 'Optika', 6387, 1),
  (65, 16358, 2, 41, 'Round Brass Wall Mirror', 'Galerie', 8759, 1),
  (66, 94891, 1, 7, 'Voyager 14" Ultrabook', 'Kestrel', 21954, 2),
  (66, 94891, 2, 23, 'Linen Throw Pillow', 'Atrium Home', 43954, 1),
  (67, 43636, 1, 42, 'Tokyo at Night, 1000-piece Puzzle', 'Meeple & Co', 21129, 1),
  (67, 43636, 2, 17, 'Hand-blown Glass Vase', 'Hygge Home', 9638, 2),
  (68, 3086, 1, 43, 'Nova 5G Smartphone, 256 GB', 'Orbit', 2571, 1),
  (69, 6965, 1, 46, 'Undated Weekly Planner', 'Papier & Fils', 2764, 1),
  (69, 6965, 2, 29, 'Fig & Cedar Candle Trio', 'Hygge Home', 1520, 2),
  (70, 5950, 1, 28, 'Quiet Low-profile Keyboard', 'Kestrel', 2480, 1),
  (70, 5950, 2, 5, 'Nordic Oak Table Clock', 'Hygge Home', 2478, 1),
  (71, 25937, 1, 20, 'Clear Armour Phone Case', 'Voltix', 5510, 2),
  (71, 25937, 2, 9, 'Court Classic White Sneakers', 'Tempo', 6499, 2),
  (72, 32419, 1, 6, 'Nexus Game Console, 1 TB', 'Arcadia', 30018, 1),
  (73, 1525, 1, 17, 'Hand-blown Glass Vase', 'Hygge Home', 656, 1),
  (73, 1525, 2, 50, 'Merino Rib Beanie', 'Fjord', 614, 1),
  (74, 12593, 1, 17, 'Hand-blown Glass Vase', 'Hygge Home', 3328, 1),
  (74, 12593, 2, 3, 'Stride Runner 2 Running Shoes', 'Tempo', 4419, 1),
  (74, 12593, 3, 31, 'Snap 20 MP Mirrorless Camera', 'Optika', 1957, 2),
  (75, 40333, 1, 30, 'Harbour Traders Board Game', 'Meeple & Co', 15783, 1),
  (75, 40333, 2, 38, 'Braided Leather Belt', 'Marlow & Co', 21562, 1),
  (76, 41024, 1, 12, 'Horizon VR Headset', 'Arcadia', 15861, 1),
  (76, 41024, 2, 39, 'Trail Blazer Trainers', 'Alpenweg', 22124, 1),
  (77, 10799, 1, 32, 'Thermo Steel Travel Mug, 450 ml', 'Fjord', 1290, 2),
  (77, 10799, 2, 20, 'Clear Armour Phone Case', 'Voltix', 1764, 2),
  (77, 10799, 3, 34, 'Rise Electric Standing Desk', 'Ergonord', 1947, 2),
  (78, 95407, 1, 37, 'Tab S 11" Tablet, 128 GB', 'Orbit', 44170, 2),
  (79, 85002, 1, 25, 'Clarity 27" 4K Monitor', 'Kestrel', 18246, 2),
  (79, 85002, 2, 31, 'Snap 20 MP Mirrorless Camera', 'Optika', 21107, 2),
  (80, 87692, 1, 3, 'Stride Runner 2 Running Shoes', 'Tempo', 43153, 1),
  (80, 87692, 2, 30, 'Harbour Traders Board Game', 'Meeple & Co', 19022, 2),
  (81, 34531, 1, 43, 'Nova 5G Smartphone, 256 GB', 'Orbit', 15987, 2),
  (82, 21702, 1, 41, 'Round Brass Wall Mirror', 'Galerie', 5182, 2),
  (82, 21702, 2, 40, 'Fineliner Pens, Set of 12', 'Papier & Fils', 4866, 2),
  (83, 23775, 1, 21, 'Breeze Canvas Slip-ons', 'Atrium Basics', 12424, 1),
  (83, 23775, 2, 39, 'Trail Blazer Trainers', 'Alpenweg', 9590, 1),
  (84, 63692, 1, 26, 'Canvas Market Tote', 'Atrium Basics', 10171, 2),
  (84, 63692, 2, 11, 'Coastline Print, Framed 50×70', 'Galerie', 38632, 1),
  (85, 17846, 1, 6, 'Nexus Game Console, 1 TB', 'Arcadia', 9699, 1),
  (85, 17846, 2, 14, 'Commuter 20 L Backpack', 'Fjord', 3413, 2),
  (86, 38723, 1, 41, 'Round Brass Wall Mirror', 'Galerie', 17928, 2),
  (87, 48257, 1, 43, 'Nova 5G Smartphone, 256 GB', 'Orbit', 23001, 1),
  (87, 48257, 2, 7, 'Voyager 14" Ultrabook', 'Kestrel', 10841, 2),
  (88, 97767, 1, 8, 'Aviator Polarised Sunglasses', 'Solène', 17179, 2),
  (88, 97767, 2, 10, 'Posture Mesh Office Chair', 'Ergonord', 56168, 1),
  (89, 56126, 1, 8, 'Aviator Polarised Sunglasses', 'Solène', 51969, 1),
  (90, 31309, 1, 44, 'Silk Square Scarf', 'Solène', 15506, 1),
  (90, 31309, 2, 25, 'Clarity 27" 4K Monitor', 'Kestrel', 6742, 2),
  (91, 33503, 1, 4, 'Arc LED Desk Lamp', 'Lumen', 9734, 2),
  (91, 33503, 2, 31, 'Snap 20 MP Mirrorless Camera', 'Optika', 11554, 1),
  (92, 69936, 1, 10, 'Posture Mesh Office Chair', 'Ergonord', 11013, 2),
  (92, 69936, 2, 45, 'Kids'' Light-up Sneakers', 'Tempo', 9896, 2),
  (92, 69936, 3, 26, 'Canvas Market Tote', 'Atrium Basics', 11469, 2),
  (93, 4483, 1, 49, 'PowerCell 20,000 mAh Power Bank', 'Voltix', 1868, 2),
  (94, 96453, 1, 49, 'PowerCell 20,000 mAh Power Bank', 'Voltix', 38276, 1),
  (94, 96453, 2, 5, 'Nordic Oak Table Clock', 'Hygge Home', 51032, 1),
  (95, 72376, 1, 36, 'Surround Gaming Headset', 'Sonora', 33508, 2),
  (96, 21042, 1, 41, 'Round Brass Wall Mirror', 'Galerie', 7298, 1),
  (96, 21042, 2, 2, 'Heritage Leather Wallet', 'Marlow & Co', 4848, 1),
  (96, 21042, 3, 45, 'Kids'' Light-up Sneakers', 'Tempo', 3669, 2),
  (97, 78196, 1, 27, 'Coast Leather Sandals', 'Solène', 72404, 1),
  (98, 72550, 1, 28, 'Quiet Low-profile Keyboard', 'Kestrel', 33413, 1),
  (98, 72550, 2, 21, 'Breeze Canvas Slip-ons', 'Atrium Basics', 16882, 2),
  (99, 90506, 1, 31, 'Snap 20 MP Mirrorless Camera', 'Optika', 19055, 2),
  (99, 90506, 2, 23, 'Linen Throw Pillow', 'Atrium Home', 22846, 2),
  (100, 76890, 1, 43, 'Nova 5G Smartphone, 256 GB', 'Orbit', 35597, 2)
) as l(order_id, spent_minor, position, product_id, product_name, product_brand, unit_price_minor, quantity)
join orders o on o.id = l.order_id and o.spent_minor = l.spent_minor
order by o.id, l.position;

-- referrals, with their ids; "$1,234.56" in cents
insert into referrals (id, user_name, email, avatar, referred_id, status, value_minor, earning_minor)
select (d.data->>'id')::int, d.data->>'user', d.data->>'email', coalesce(d.data->>'avatar', ''), (d.data->>'referredId')::int, d.data->>'status',
       round(regexp_replace(d.data->>'value', '[^0-9.]', '', 'g')::numeric * 100)::bigint,
       round(regexp_replace(d.data->>'earning', '[^0-9.]', '', 'g')::numeric * 100)::bigint
from documents d
where d.collection = 'referrals'
order by d.position;

-- the storefront's checkout orders: the id is the number less 100000, as the number is made
insert into checkout_orders (id, full_name, phone, address, city, zip_code, country, delivery, payment_method, card_last4, subtotal_minor, delivery_fee_minor, total_minor, placed_at)
select (d.data->>'orderNumber')::int - 100000, d.data->'address'->>'fullName', d.data->'address'->>'phone', d.data->'address'->>'address',
       d.data->'address'->>'city', d.data->'address'->>'zipCode', d.data->'address'->>'country', d.data->'address'->>'delivery',
       d.data->>'paymentMethod', d.data->>'cardLast4',
       round((d.data->>'subtotal')::numeric * 100)::bigint, round((d.data->>'deliveryFee')::numeric * 100)::bigint,
       round((d.data->>'subtotal')::numeric * 100)::bigint + round((d.data->>'deliveryFee')::numeric * 100)::bigint,
       (d.data->>'placedAt')::timestamptz
from documents d
where d.collection = 'checkoutOrders'
order by d.position;

insert into checkout_order_lines (checkout_order_id, position, product_id, name, unit_price_minor, quantity)
select (d.data->>'orderNumber')::int - 100000, l.position, (l.line->>'productId')::int, l.line->>'name',
       round((l.line->>'unitPrice')::numeric * 100)::bigint, (l.line->>'quantity')::int
from documents d, jsonb_array_elements(d.data->'lines') with ordinality as l(line, position)
where d.collection = 'checkoutOrders';

-- the documents no longer hold them (the collections stay, empty, as the seed leaves them, with
-- their versions moved so every server's cache reloads them), nor draw their ids from counters
delete from documents where collection in ('customers', 'orders', 'orderLines', 'referrals', 'checkoutOrders');
update collections set version = version + 1 where name in ('customers', 'orders', 'orderLines', 'referrals', 'checkoutOrders');
delete from id_counters where name in ('customers', 'orders', 'orderLines', 'referrals', 'checkoutOrders');

select setval(pg_get_serial_sequence('customers', 'id'), coalesce((select max(id) from customers), 0) + 1, false);
select setval(pg_get_serial_sequence('orders', 'id'), coalesce((select max(id) from orders), 0) + 1, false);
select setval(pg_get_serial_sequence('order_lines', 'id'), coalesce((select max(id) from order_lines), 0) + 1, false);
select setval(pg_get_serial_sequence('referrals', 'id'), coalesce((select max(id) from referrals), 0) + 1, false);
select setval(pg_get_serial_sequence('checkout_orders', 'id'), coalesce((select max(id) from checkout_orders), 0) + 1, false);
select setval(pg_get_serial_sequence('checkout_order_lines', 'id'), coalesce((select max(id) from checkout_order_lines), 0) + 1, false);
