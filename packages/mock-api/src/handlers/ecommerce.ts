import { API_PATHS, customersQuerySchema, ordersQuerySchema, productsQuerySchema, referralsQuerySchema, reviewsQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import {
  deleteOrder,
  deleteProduct,
  deleteReview,
  getCustomer,
  listCustomers,
  listOrders,
  listProducts,
  listReferrals,
  listReviews,
} from '../services/ecommerce';
import { getDb, saveDb } from '../store/store';
import { idParam, noContent, parseQuery, route } from './http';
import { ecommerceExtraHandlers } from './ecommerce-extra';

/** SPEC §8: a missing product or review answers 404 with an empty body. */
const emptyNotFound = () => new HttpResponse(null, { status: 404 });

export const ecommerceHandlers = [
  route('get', API_PATHS.products, ({ request }) => HttpResponse.json(listProducts(getDb(), parseQuery(productsQuerySchema, request)))),
  route('delete', API_PATHS.product, ({ params }) => {
    if (!deleteProduct(getDb(), idParam(params))) return emptyNotFound();
    saveDb();
    return noContent();
  }),
  route('get', API_PATHS.orders, ({ request }) => HttpResponse.json(listOrders(getDb(), parseQuery(ordersQuerySchema, request)))),
  route('delete', API_PATHS.order, ({ params }) => {
    if (deleteOrder(getDb(), idParam(params))) saveDb();
    return noContent();
  }),
  route('get', API_PATHS.customers, ({ request }) => HttpResponse.json(listCustomers(getDb(), parseQuery(customersQuerySchema, request)))),
  route('get', API_PATHS.customer, ({ params }) => {
    const customer = getCustomer(getDb(), idParam(params));
    return customer ? HttpResponse.json(customer) : HttpResponse.json({ error: 'Customer not found' }, { status: 404 });
  }),
  route('get', API_PATHS.reviews, ({ request }) => HttpResponse.json(listReviews(getDb(), parseQuery(reviewsQuerySchema, request)))),
  route('delete', API_PATHS.review, ({ params }) => {
    if (!deleteReview(getDb(), idParam(params))) return emptyNotFound();
    saveDb();
    return noContent();
  }),
  route('get', API_PATHS.referrals, ({ request }) => HttpResponse.json(listReferrals(getDb(), parseQuery(referralsQuerySchema, request)))),
  ...ecommerceExtraHandlers,
];
