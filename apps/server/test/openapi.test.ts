import { API_ACCESS, API_PATHS } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../src/openapi';
import { unknownOperations } from '../src/openapi-schemas';

type Doc = { openapi: string; paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: unknown; responses: Record<string, { content?: unknown }> }>> };

describe('the OpenAPI document', () => {
  const doc = buildOpenApi() as Doc;

  it('is OpenAPI 3.1 with every method of every contract path', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, methods] of Object.entries(API_ACCESS)) {
      const path = API_PATHS[name as keyof typeof API_PATHS].replace(/:([A-Za-z]+)/g, '{$1}');
      for (const method of Object.keys(methods)) expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });

  it('names only operations the contract serves', () => {
    const served = new Set(Object.entries(API_ACCESS).flatMap(([name, methods]) => Object.keys(methods).map((m) => `${name} ${m}`)));
    expect(unknownOperations(served)).toEqual([]);
  });

  it('carries the contract schemas: query parameters, bodies and answers', () => {
    const list = doc.paths['/api/apps/invoice']?.get;
    expect(list?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'page', 'itemsPerPage', 'sortBy', 'orderBy']));
    const create = doc.paths['/api/apps/invoice']?.post;
    const body = create?.requestBody as { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } };
    expect(Object.keys(body.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['issuedDate', 'dueDate', 'client', 'items']));
    expect(create?.responses['2XX']?.content).toBeDefined();
    expect(doc.paths['/api/apps/invoice/{id}']?.get?.parameters?.[0]).toMatchObject({ name: 'id', in: 'path' });
  });
});

describe('the server checks its answers against the contract', () => {
  it('finds the schema of a concrete path, literal segments before parameters', async () => {
    const { answerSchema } = await import('../src/response-check');
    const { userStatsSchema, userDetailSchema } = await import('@atrium/api');
    expect(answerSchema('GET', '/api/apps/users/stats')).toBe(userStatsSchema);
    expect(answerSchema('GET', '/api/apps/users/7')).toBe(userDetailSchema);
    expect(answerSchema('DELETE', '/api/apps/users/7')).toBeUndefined();
  });

  it('passes a valid answer and flags one that drifted', async () => {
    const { checkAnswer } = await import('../src/response-check');
    expect(await checkAnswer('GET', '/api/apps/invoice/stats', Response.json({ nope: true }, { status: 404 }))).toEqual({ ok: true });
    const drifted = await checkAnswer('GET', '/api/apps/invoice', Response.json({ invoices: [{ id: 'one' }], totalInvoices: 1 }));
    expect(drifted.ok).toBe(false);
    const fine = await checkAnswer('GET', '/api/apps/invoice', Response.json({ invoices: [], totalInvoices: 0 }));
    expect(fine).toEqual({ ok: true });
  });
});
