// Handlers for the back office's calls beyond SPEC §7 (see services/ecommerce-extra.ts).
import { API_PATHS, categoriesQuerySchema, STALE_WRITE_MESSAGE, STALE_WRITE_STATUS, type StaleWrite } from '@atrium/api';
import { HttpResponse } from 'msw';
import {
  addCategory,
  addProduct,
  getEcommerceStats,
  getOrderDetail,
  getProductForEdit,
  getStoreSettings,
  listCategories,
  updateCategory,
  updateOrder,
  updateProduct,
  updateStoreSettings,
} from '../services/ecommerce-extra';
import { getDb } from '../store/store';
import { idParam, parseQuery, route } from './http';
import { mutate } from './mutate';

export const ecommerceExtraHandlers = [
  route('post', API_PATHS.products, ({ request }) => mutate(request, (body) => addProduct(getDb(), body), 201)),
  route('get', API_PATHS.product, ({ params }) => {
    const edit = getProductForEdit(getDb(), idParam(params));
    return edit ? HttpResponse.json(edit) : HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  }),
  route('put', API_PATHS.product, ({ request, params }) => mutate(request, (body) => updateProduct(getDb(), idParam(params), body), 200, { error: 'Product not found' })),
  // :id is the order number a person reads (#6098); see findOrder
  route('get', API_PATHS.order, ({ params }) => {
    const detail = getOrderDetail(getDb(), idParam(params));
    return detail ? HttpResponse.json(detail) : HttpResponse.json({ error: 'Order not found' }, { status: 404 });
  }),
  // a version older than the order's answers 409 (decision 0028), as an invoice's does
  route('put', API_PATHS.order, async ({ request, params }) => {
    let stale: number | undefined;
    const response = await mutate(
      request,
      (body) => {
        const outcome = updateOrder(getDb(), idParam(params), body);
        if (!outcome.ok && outcome.reason === 'stale') stale = outcome.version;
        return outcome;
      },
      200,
      { error: 'Order not found' },
    );
    return stale === undefined ? response : HttpResponse.json({ message: STALE_WRITE_MESSAGE, version: stale } satisfies StaleWrite, { status: STALE_WRITE_STATUS });
  }),
  route('get', API_PATHS.ecommerceStats, () => HttpResponse.json(getEcommerceStats(getDb()))),
  route('get', API_PATHS.productCategories, ({ request }) => HttpResponse.json(listCategories(getDb(), parseQuery(categoriesQuerySchema, request)))),
  route('post', API_PATHS.productCategories, ({ request }) => mutate(request, (body) => addCategory(getDb(), body), 201)),
  route('put', API_PATHS.productCategory, ({ request, params }) =>
    mutate(request, (body) => updateCategory(getDb(), idParam(params), body), 200, { error: 'Category not found' }),
  ),
  route('get', API_PATHS.ecommerceSettings, () => HttpResponse.json(getStoreSettings(getDb()))),
  route('put', API_PATHS.ecommerceSettings, ({ request }) => mutate(request, (body) => updateStoreSettings(getDb(), body), 200)),
];
