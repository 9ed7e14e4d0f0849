import { API_PATHS, faqQuerySchema, helpCenterQuerySchema, profileQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import {
  changeAccountPassword,
  deactivateAccount,
  getAccountSettings,
  getHelpCenter,
  getHelpCenterArticle,
  getProfileHeader,
  getProfileTab,
  getTwoFactorSetup,
  listSalesDetails,
  placeCheckoutOrder,
  searchFaq,
  sendContactMessage,
  setTwoFactor,
  updateAccountSettings,
} from '../services/pages';
import { getDb } from '../store/store';
import { mutate } from './mutate';
import { parseQuery, route } from './http';

export const pagesHandlers = [
  route('get', API_PATHS.datatable, () => HttpResponse.json(listSalesDetails(getDb()))),
  route('get', API_PATHS.faq, ({ request }) => HttpResponse.json(searchFaq(getDb(), parseQuery(faqQuerySchema, request).q))),
  route('get', API_PATHS.helpCenter, ({ request }) => HttpResponse.json(getHelpCenter(getDb(), parseQuery(helpCenterQuerySchema, request).q))),
  route('get', API_PATHS.helpCenterArticle, ({ params }) => {
    const article = getHelpCenterArticle(getDb(), String(params.slug));
    return article ? HttpResponse.json(article) : HttpResponse.json({ error: 'Article not found' }, { status: 404 });
  }),
  route('get', API_PATHS.profileHeader, () => HttpResponse.json(getProfileHeader(getDb()))),
  route('get', API_PATHS.profile, ({ request }) => {
    const data = getProfileTab(getDb(), parseQuery(profileQuerySchema, request).tab);
    // SPEC §7: an unknown tab "gives nothing": 200 with an empty body
    return data === undefined ? new HttpResponse(null, { status: 200 }) : HttpResponse.json(data);
  }),
  route('get', API_PATHS.accountSettings, () => HttpResponse.json(getAccountSettings(getDb()))),
  route('put', API_PATHS.accountSettings, ({ request }) => mutate(request, (body) => updateAccountSettings(getDb(), body), 200)),
  route('post', API_PATHS.accountPassword, ({ request }) => mutate(request, (body) => changeAccountPassword(getDb(), body), 200)),
  route('get', API_PATHS.accountTwoFactorSetup, () => HttpResponse.json(getTwoFactorSetup(getDb()))),
  route('post', API_PATHS.accountTwoFactor, ({ request }) => mutate(request, (body) => setTwoFactor(getDb(), body), 200)),
  route('post', API_PATHS.accountDeactivate, ({ request }) => mutate(request, (body) => deactivateAccount(getDb(), body), 200)),
  route('post', API_PATHS.contactMessages, ({ request }) => mutate(request, (body) => sendContactMessage(getDb(), body), 201)),
  route('post', API_PATHS.checkoutOrders, ({ request }) => mutate(request, (body) => placeCheckoutOrder(getDb(), body), 201)),
];
