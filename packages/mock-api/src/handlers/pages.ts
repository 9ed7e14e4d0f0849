import { API_PATHS, faqQuerySchema, profileQuerySchema } from '@atrium/api';
import { HttpResponse } from 'msw';
import { getHelpCenter, getHelpCenterArticle, getProfileHeader, getProfileTab, listSalesDetails, searchFaq } from '../services/pages';
import { getDb } from '../store/store';
import { parseQuery, route } from './http';

export const pagesHandlers = [
  route('get', API_PATHS.datatable, () => HttpResponse.json(listSalesDetails(getDb()))),
  route('get', API_PATHS.faq, ({ request }) => HttpResponse.json(searchFaq(getDb(), parseQuery(faqQuerySchema, request).q))),
  route('get', API_PATHS.helpCenter, () => HttpResponse.json(getHelpCenter(getDb()))),
  route('get', API_PATHS.helpCenterArticle, () => HttpResponse.json(getHelpCenterArticle(getDb()))),
  route('get', API_PATHS.profileHeader, () => HttpResponse.json(getProfileHeader(getDb()))),
  route('get', API_PATHS.profile, ({ request }) => {
    const data = getProfileTab(getDb(), parseQuery(profileQuerySchema, request).tab);
    // SPEC §7: an unknown tab "gives nothing": 200 with an empty body
    return data === undefined ? new HttpResponse(null, { status: 200 }) : HttpResponse.json(data);
  }),
];
