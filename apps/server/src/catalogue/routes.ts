// The catalogue calls of the contract answered from its tables (decision 0027): products (list,
// create, the editor's read and save, delete), categories with their summaries, reviews and the
// store settings. Each list is one SQL statement, each write its own transaction touching only its
// rows; none takes the documents' write lock. The answers are the mock's (same validation, same
// messages, same order of checks: malformed JSON, the record's 404, the body's field errors, the
// rules, then a stale version's 409).
import {
  categoriesQuerySchema,
  categoryInputSchema,
  newProductSchema,
  productsQuerySchema,
  reviewsQuerySchema,
  STALE_WRITE_MESSAGE,
  STALE_WRITE_STATUS,
  storeSettingsUpdateSchema,
  type StaleWrite,
} from '@atrium/api';
import { parseQuery, readJson, validate } from '@atrium/domain';
import type { Context, Hono } from 'hono';
import { contractRoutes, fieldErrors, json, malformedJson } from '../contract-routes';
import type { Database } from '../db/client';
import { prepareContent } from '../prepare-content';
import { withContent } from '../content-hooks';
import type { Sessions } from '../sessions';
import {
  CATEGORY_TAKEN_MESSAGE,
  categoryExists,
  categoryNameTaken,
  createCategory,
  createProduct,
  deleteProduct,
  deleteReview,
  listCategories,
  listProducts,
  listReviews,
  productExists,
  productForEdit,
  readStoreSettings,
  SKU_TAKEN_MESSAGE,
  updateCategory,
  updateProduct,
  updateStoreSettings,
  type ProductWrite,
} from './queries';

export interface CatalogueOptions {
  db: Database;
  sessions: Sessions;
  /** a 2xx answer checked against the contract (a mismatch answers 500) */
  finish: (c: Context, response: Response) => Promise<Response>;
}

/** A path id the tables can hold (an integer column); anything else names no record. */
function idOf(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** The unique index a refused write violated (pg and PGlite alike), or undefined for any other error. */
export function violatedUnique(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

const productNotFound = () => json({ error: 'Product not found' }, 404);
const categoryNotFound = () => json({ error: 'Category not found' }, 404);
/** SPEC §8: a missing product or review on DELETE answers 404 with an empty body. */
const emptyNotFound = () => new Response(null, { status: 404 });

function answerProduct(result: ProductWrite, status = 200): Response {
  if (result.ok) return json(result.product, status);
  if (result.reason === 'invalid') return fieldErrors(result.errors);
  if (result.reason === 'stale') return json({ message: STALE_WRITE_MESSAGE, version: result.version } satisfies StaleWrite, STALE_WRITE_STATUS);
  return productNotFound();
}

/** Runs a write; a unique violation of `constraint` becomes the field's 400 (the race the lookups before it cannot close). */
async function uniquely(write: () => Promise<Response>, constraint: string, field: string, message: string): Promise<Response> {
  try {
    return await write();
  } catch (error) {
    if (violatedUnique(error) === constraint) return fieldErrors({ [field]: [message] });
    throw error;
  }
}

export function registerCatalogue(app: Hono, options: CatalogueOptions): void {
  const { db, sessions } = options;
  const serve = contractRoutes(app, sessions, options.finish);

  // --- products ------------------------------------------------------------------------------
  serve('GET', 'products', async (c) => json(await listProducts(db, parseQuery(productsQuerySchema, c.req.raw))));

  serve('POST', 'products', async (c) => {
    // pictures re-encoded and the description sanitized before any statement
    const content = await prepareContent(c.req.raw);
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = withContent(content, () => validate(newProductSchema, body.value));
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : productNotFound();
    const { version: _ignored, ...input } = parsed.value;
    return uniquely(async () => answerProduct(await db.transaction((tx) => createProduct(tx, input)), 201), 'products_sku_key', 'sku', SKU_TAKEN_MESSAGE);
  });

  serve('GET', 'product', async (c) => {
    const id = idOf(c.req.param('id'));
    const edit = id === undefined ? undefined : await productForEdit(db, id);
    return edit ? json(edit) : productNotFound();
  });

  serve('PUT', 'product', async (c) => {
    const content = await prepareContent(c.req.raw);
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await productExists(db, id))) return productNotFound();
    const parsed = withContent(content, () => validate(newProductSchema, body.value));
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : productNotFound();
    return uniquely(async () => answerProduct(await db.transaction((tx) => updateProduct(tx, id, parsed.value))), 'products_sku_key', 'sku', SKU_TAKEN_MESSAGE);
  });

  serve('DELETE', 'product', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await db.transaction((tx) => deleteProduct(tx, id)))) return emptyNotFound();
    return new Response(null, { status: 204 });
  });

  // --- categories ----------------------------------------------------------------------------
  serve('GET', 'productCategories', async (c) => json(await listCategories(db, parseQuery(categoriesQuerySchema, c.req.raw))));

  serve('POST', 'productCategories', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(categoryInputSchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : categoryNotFound();
    return uniquely(async () => json(await createCategory(db, parsed.value), 201), 'product_categories_name_key', 'name', CATEGORY_TAKEN_MESSAGE);
  });

  serve('PUT', 'productCategory', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await categoryExists(db, id))) return categoryNotFound();
    const parsed = validate(categoryInputSchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : categoryNotFound();
    if (await categoryNameTaken(db, parsed.value.name, id)) return fieldErrors({ name: [CATEGORY_TAKEN_MESSAGE] });
    return uniquely(
      async () => {
        const result = await db.transaction((tx) => updateCategory(tx, id, parsed.value));
        return result.ok ? json(result.category) : categoryNotFound();
      },
      'product_categories_name_key',
      'name',
      CATEGORY_TAKEN_MESSAGE,
    );
  });

  // --- reviews -------------------------------------------------------------------------------
  serve('GET', 'reviews', async (c) => json(await listReviews(db, parseQuery(reviewsQuerySchema, c.req.raw))));

  serve('DELETE', 'review', async (c) => {
    const id = idOf(c.req.param('id'));
    if (id === undefined || !(await db.transaction((tx) => deleteReview(tx, id)))) return emptyNotFound();
    return new Response(null, { status: 204 });
  });

  // --- store settings ------------------------------------------------------------------------
  serve('GET', 'ecommerceSettings', async () => {
    const settings = await readStoreSettings(db);
    return settings ? json(settings) : json({ error: 'Not found' }, 404);
  });

  serve('PUT', 'ecommerceSettings', async (c) => {
    const body = await readJson(c.req.raw);
    if (!body.ok) return malformedJson();
    const parsed = validate(storeSettingsUpdateSchema, body.value);
    if (!parsed.ok) return parsed.reason === 'invalid' ? fieldErrors(parsed.errors) : json({ error: 'Not found' }, 404);
    // a location id twice is the mock's 400 on its first repeat
    const ids = new Set<string>();
    for (const [i, location] of (parsed.value.locations ?? []).entries()) {
      if (ids.has(location.id)) return fieldErrors({ [`locations.${i}.id`]: ['Duplicate location id'] });
      ids.add(location.id);
    }
    const settings = await db.transaction((tx) => updateStoreSettings(tx, parsed.value));
    return settings ? json(settings) : json({ error: 'Not found' }, 404);
  });
}
