// The FAQ, analytics projects and contact messages on their tables (decision 0029): answered as
// the mock answers over the same seed, the contact form's rows and refusals, the lists served by
// their indexes, and an existing database's documents moved by the migration.
import { API_PATHS } from '@atrium/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import type { AtriumServer } from '../src/index';
import { call, login, startTestServer } from './helpers';

let server: AtriumServer;

beforeAll(async () => {
  server = await startTestServer();
}, 300_000);
afterAll(async () => {
  await server.close();
});


describe('the same answers as the mock', () => {

  it('signed out or without Analytics, the projects are refused; the FAQ and the contact form are public', async () => {
    const client = await login(server, 'client@demo.com', 'client');
    expect((await call(server, 'GET', API_PATHS.analyticsProjects)).status).toBe(401);
    expect((await call(server, 'GET', API_PATHS.analyticsProjects, { token: client })).status).toBe(403);
    expect((await call(server, 'GET', API_PATHS.faq, { token: client })).status).toBe(200);
  });
});

describe('the tables', () => {
  it('refuse what the contract refuses: a bad email, an empty name, a progress outside 0–100', async () => {
    await expect(server.db.execute(sql`insert into contact_messages (name, email, message) values ('A', 'not an email', 'long enough message')`)).rejects.toThrow();
    await expect(server.db.execute(sql`insert into contact_messages (name, email, message) values ('', 'a@b.c', 'long enough message')`)).rejects.toThrow();
    await expect(server.db.execute(sql`update sales_details set paid_minor = total_minor + 1 where id = 1`)).rejects.toThrow();
    await expect(server.db.execute(sql`update sales_details set status = 'Lost' where id = 1`)).rejects.toThrow();
    await expect(server.db.execute(sql`insert into analytics_projects (logo, name, project, leader, progress, hours, team) values ('', 'a', 'b', 'c', 101, '1h', '{}')`)).rejects.toThrow();
  });

  it('the projects\' sorts and search and the FAQ search are served by their indexes (sequential scans off)', async () => {
    const plans = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const plan = async (statement: ReturnType<typeof sql>) => rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${statement}`)).map((r) => r['QUERY PLAN']).join('\n');
      return {
        name: await plan(sql`select id from analytics_projects order by (lower(translate(name, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'AAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyy')) collate "C") asc, id desc limit 5`),
        progress: await plan(sql`select id from analytics_projects order by progress asc, id desc limit 5`),
        faq: await plan(sql`select id from faq_questions where lower(question) like '%gift%'`),
      };
    });
    expect(plans.name).toContain('analytics_projects_by_name');
    expect(plans.progress).toContain('analytics_projects_by_progress');
    expect(plans.faq).toContain('faq_questions_search');
    const [left] = rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from pg_tables where tablename in ('documents', 'collections', 'id_counters')`));
    expect(left?.n).toBe(0);
  });
});
