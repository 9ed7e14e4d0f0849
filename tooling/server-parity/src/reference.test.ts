// The FAQ, analytics projects and contact messages on their tables (decision 0029): answered as
// the mock answers over the same seed, the contact form's rows and refusals, the lists served by
// their indexes, and an existing database's documents moved by the migration.
import { parseQuery } from '@atrium/domain';
import { createSeed, type Db } from '@atrium/fixtures';
import { analyticsProjectsQuerySchema, API_PATHS, PROJECT_SORT_KEYS } from '@atrium/api';
import { getCrmDashboard, listAnalyticsProjects as mockProjects, listSalesDetails as mockSales, searchFaq as mockFaq, sendContactMessage } from '@atrium/mock-api';
import { sql } from '@atrium/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, rowsOf } from '@atrium/server/internal/db/client';
import { migrate } from '@atrium/server/internal/db/migrate';
import type { AtriumServer } from '@atrium/server';
import { listAnalyticsProjects, listSalesDetails, searchFaq } from '@atrium/server/internal/reference/queries';
import { stageDocuments } from '@atrium/server/testing';
import { BASE, call, login, migrationsBefore, SEED_NOW, startTestServer } from '@atrium/server/testing';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

const FAQ_QUERIES = ['', 'DAMAGED', 'order', '  Gift ', 'zzz-nothing', '%', '_', 'warranty'];
const projectQueries = () => {
  const queries = ['', 'page=2&itemsPerPage=5', 'page=9&itemsPerPage=5', 'itemsPerPage=100', 'q=zzz&page=3', 'page=abc&itemsPerPage=-3', 'sortBy=nope&orderBy=desc'];
  for (const key of PROJECT_SORT_KEYS) for (const order of ['asc', 'desc']) for (const page of [1, 2]) queries.push(`sortBy=${key}&orderBy=${order}&page=${page}&itemsPerPage=4`);
  return queries;
};
const parsedProjects = (query: string) => parseQuery(analyticsProjectsQuerySchema, new Request(`${BASE}${API_PATHS.analyticsProjects}?${query}`));

describe('the same answers as the mock', () => {
  it('the FAQ search answers the mock\'s bytes (public: no session needed)', async () => {
    const seed = createSeed({ now: SEED_NOW });
    for (const q of FAQ_QUERIES) {
      const res = await call(server, 'GET', `${API_PATHS.faq}?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.text, q).toBe(JSON.stringify(mockFaq(seed, q)));
    }
  });

  it('the analytics projects list answers the mock\'s bytes for every sort, order, page, search and a page past the last', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const someone = seed.analyticsProjects[3];
    if (!someone) throw new Error('projects');
    const queries = [...projectQueries(), `q=${encodeURIComponent(someone.leader.toUpperCase())}`, `q=${encodeURIComponent(someone.project.slice(1, 5))}&sortBy=progress`];
    for (const query of queries) {
      const res = await call(server, 'GET', `${API_PATHS.analyticsProjects}?${query}`, { token: admin });
      expect(res.status, query).toBe(200);
      expect(res.text, query).toBe(JSON.stringify(mockProjects(seed, parsedProjects(query))));
    }
  });

  it('the data table\'s sales answer the mock\'s bytes (dollars from integer cents); a client without Pages is refused', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const res = await call(server, 'GET', API_PATHS.datatable, { token: admin });
    expect(res.status).toBe(200);
    expect(res.text).toBe(JSON.stringify(mockSales(seed)));
    expect((await call(server, 'GET', API_PATHS.datatable)).status).toBe(401);
  });

  it('the CRM dashboard\'s active projects come from the table, as the mock\'s from its list', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const res = await call(server, 'GET', API_PATHS.crmDashboard, { token: admin });
    expect(res.status).toBe(200);
    expect(res.text).toBe(JSON.stringify(getCrmDashboard(seed, SEED_NOW)));
  });

  it('a contact message is a row; a bad body is the mock\'s 400 and writes nothing', async () => {
    const seed = createSeed({ now: SEED_NOW });
    const body = { name: '  Dana Levi ', email: 'dana@example.com', message: 'Do you open on Sunday in Haifa?' };
    const sent = await call(server, 'POST', API_PATHS.contactMessages, { body });
    expect(sent.status).toBe(201);
    const mock = sendContactMessage(seed, body, SEED_NOW);
    expect(mock.ok && mock.value).toEqual(sent.body);
    const [row] = rowsOf<{ name: string; email: string; received_at: unknown }>(await server.db.execute(sql`select name, email, received_at from contact_messages where id = ${(sent.body as { id: number }).id}`));
    expect(row?.name).toBe('Dana Levi');
    for (const bad of [{ name: '', email: 'nope', message: 'short' }, { ...body, extra: 1 }, { ...body, email: 'a@b' }]) {
      const res = await call(server, 'POST', API_PATHS.contactMessages, { body: bad });
      const expected = sendContactMessage(createSeed({ now: SEED_NOW }), bad, SEED_NOW);
      expect(res.status).toBe(400);
      expect(expected.ok).toBe(false);
      if (!expected.ok && expected.reason === 'invalid') expect(res.body).toEqual({ errors: expected.errors });
    }
    expect((await call(server, 'POST', API_PATHS.contactMessages, { raw: '{nope' })).status).toBe(400);
    const [count] = rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from contact_messages`));
    expect(count?.n).toBe(1);
  });
});

describe('an existing database', () => {
  it('keeps its FAQ, projects and contact messages: the custom migration moves them from the documents', async () => {
    const staged = migrationsBefore('_profile_reference.sql');
    const [first, moving] = [staged.named('_profile_reference.sql'), staged.named('_reference_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      const seed = createSeed({ now: SEED_NOW });
      const previous = {
        faq: seed.faq,
        analyticsProjects: seed.analyticsProjects,
        contactMessages: [
          { id: 1, name: 'Noa', email: 'noa@example.com', message: 'Is the Haifa branch open late?', receivedAt: '2025-06-01T08:00:00.000Z' },
          { id: 2, name: 'Sam', email: 'sam@example.com', message: 'Can I return a gift without a receipt?', receivedAt: '2025-06-02T09:30:00.000Z' },
        ],
      };
      await connection.db.transaction((tx) => stageDocuments(tx, previous as unknown as Db));
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);
      for (const q of FAQ_QUERIES) expect(JSON.stringify(await searchFaq(connection.db, q)), q).toBe(JSON.stringify(mockFaq(seed, q)));
      for (const query of projectQueries()) expect(JSON.stringify(await listAnalyticsProjects(connection.db, parsedProjects(query))), query).toBe(JSON.stringify(mockProjects(seed, parsedProjects(query))));
      const messages = rowsOf<{ id: number; received_at: unknown }>(await connection.db.execute(sql`select id, received_at from contact_messages order by id`));
      expect(messages.map((m) => [m.id, new Date(String(m.received_at)).toISOString()])).toEqual(previous.contactMessages.map((m) => [m.id, m.receivedAt]));
      const [left] = rowsOf<{ n: number }>(
        await connection.db.execute(sql`select (select count(*) from documents where collection in ('faq', 'analyticsProjects', 'contactMessages')) + (select count(*) from id_counters where name in ('faq', 'analyticsProjects', 'contactMessages')) as n`),
      );
      expect(Number(left?.n)).toBe(0);
      const [next] = rowsOf<{ id: number }>(await connection.db.execute(sql`insert into contact_messages (name, email, message) values ('Lee', 'lee@example.com', 'A third message here') returning id`));
      expect(next?.id).toBe(3);
    } finally {
      await connection.close();
      staged.remove();
    }
  });

  it('keeps its sales: the custom migration moves them from the documents as cents', async () => {
    const staged = migrationsBefore('_profile_reference.sql');
    const [first, moving] = [staged.named('_profile_reference.sql'), staged.named('_sales_details_from_documents.sql')];
    const connection = await connect({});
    try {
      await migrate(connection, staged.dir);
      const seed = createSeed({ now: SEED_NOW });
      await connection.db.transaction((tx) => stageDocuments(tx, { salesDetails: seed.salesDetails }));
      staged.add([first, moving]);
      expect(await migrate(connection, staged.dir)).toEqual([first, moving]);
      expect(JSON.stringify(await listSalesDetails(connection.db))).toBe(JSON.stringify(mockSales(seed)));
      const [left] = rowsOf<{ n: number }>(await connection.db.execute(sql`select count(*)::int as n from documents where collection = 'salesDetails'`));
      expect(left?.n).toBe(0);
    } finally {
      await connection.close();
      staged.remove();
    }
  });
});
