import { API_PATHS, faqQuerySchema, helpCenterQuerySchema, profileQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import {
  changeAccountPassword,
  deactivateAccount,
  getAccountSettings,
  getHelpCenter,
  getHelpCenterArticle,
  getTwoFactorSetup,
  listSalesDetails,
  placeCheckoutOrder,
  searchFaq,
  sendContactMessage,
  setTwoFactor,
  updateAccountSettings,
} from '../services/pages';
import { getProfileHeader, getProfileTab } from '../services/profile';
import { revokeOtherSessions } from '../store/sessions';
import { getDb, saveDb } from '../store/store';
import { mutate } from './mutate';
import { parseQuery, route, unauthorized } from './http';

/** The session's account no longer exists: treated as signed out. */
const accountGone = () => unauthorized();

export const pagesHandlers = [
  route('get', API_PATHS.datatable, () => HttpResponse.json(listSalesDetails(getDb()))),
  route('get', API_PATHS.faq, ({ request }) => HttpResponse.json(searchFaq(getDb(), parseQuery(faqQuerySchema, request).q))),
  route('get', API_PATHS.helpCenter, ({ request }) => HttpResponse.json(getHelpCenter(getDb(), parseQuery(helpCenterQuerySchema, request).q))),
  route('get', API_PATHS.helpCenterArticle, ({ params }) => {
    const article = getHelpCenterArticle(getDb(), String(params.slug));
    return article ? HttpResponse.json(article) : HttpResponse.json({ error: 'Article not found' }, { status: 404 });
  }),
  // the signed-in account's own profile, whatever its role (the access table says 'session')
  route('get', API_PATHS.profileHeader, ({ session }) => {
    const header = session && getProfileHeader(getDb(), session);
    return header ? HttpResponse.json(header) : accountGone();
  }),
  route('get', API_PATHS.profile, ({ request, session }) => {
    const data = session && getProfileTab(getDb(), session, parseQuery(profileQuerySchema, request).tab);
    if (data === undefined) return accountGone();
    // SPEC §7: an unknown tab "gives nothing": 200 with an empty body
    return data === null ? new HttpResponse(null, { status: 200 }) : HttpResponse.json(data);
  }),
  // the signed-in account's own settings, whatever its role (the access table says 'session')
  route('get', API_PATHS.accountSettings, ({ session }) => {
    const settings = session && getAccountSettings(getDb(), session);
    if (!settings) return accountGone();
    saveDb();
    return HttpResponse.json(settings);
  }),
  route('put', API_PATHS.accountSettings, ({ request, session }) => (session ? mutate(request, (body) => updateAccountSettings(getDb(), session, body), 200) : accountGone())),
  route('post', API_PATHS.accountPassword, async ({ request, session, credential }) => {
    if (!session) return accountGone();
    const response = await mutate(request, (body) => changeAccountPassword(getDb(), session, body), 200);
    // a new password signs the account out everywhere else: whoever knew the old one is out
    if (response.ok) revokeOtherSessions(session, credential?.token);
    return response;
  }),
  route('get', API_PATHS.accountTwoFactorSetup, ({ session }) => {
    const setup = session && getTwoFactorSetup(getDb(), session);
    return setup ? HttpResponse.json(setup) : accountGone();
  }),
  route('post', API_PATHS.accountTwoFactor, ({ request, session }) => (session ? mutate(request, (body) => setTwoFactor(getDb(), session, body), 200) : accountGone())),
  route('post', API_PATHS.accountDeactivate, ({ request, session }) => (session ? mutate(request, (body) => deactivateAccount(getDb(), session, body), 200) : accountGone())),
  route('post', API_PATHS.contactMessages, ({ request }) => mutate(request, (body) => sendContactMessage(getDb(), body), 201)),
  route('post', API_PATHS.checkoutOrders, ({ request }) => mutate(request, (body) => placeCheckoutOrder(getDb(), body), 201)),
];
