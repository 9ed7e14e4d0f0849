import {
  PROFILE_TABS,
  type FaqResponse,
  type HelpCenterArticle,
  type HelpCenterResponse,
  type ProfileHeader,
  type ProfileTab,
  type ProfileTabData,
  type SalesDetail,
} from '@atrium/api';
import { matchesQuery } from '@atrium/core';
import type { Db } from '../seed';

export function listSalesDetails(db: Db): SalesDetail[] {
  return db.salesDetails;
}

/** Each group keeps only the questions containing q; groups left empty are dropped. */
export function searchFaq(db: Db, q: string): FaqResponse {
  return db.faq.flatMap((group) => {
    const faqs = group.faqs.filter((f) => matchesQuery(q, f.question));
    return faqs.length > 0 ? [{ ...group, faqs }] : [];
  });
}

export function getHelpCenter(db: Db): HelpCenterResponse {
  return db.helpCenter;
}

export function getHelpCenterArticle(db: Db): HelpCenterArticle {
  return db.helpCenterArticle;
}

export function isProfileTab(tab: string): tab is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(tab);
}

/** The data of one profile tab; an unknown tab has none (the handler answers an empty 200). */
export function getProfileTab(db: Db, tab: string): ProfileTabData[ProfileTab] | undefined {
  return isProfileTab(tab) ? db.profile[tab] : undefined;
}

export function getProfileHeader(db: Db): ProfileHeader {
  return db.profile.header;
}
