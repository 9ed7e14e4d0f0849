// The signed-in account's own profile page (decision 0029). What the account's row knows — name,
// picture, email, role, status, country, join date — comes from it, for every account; what it
// does not know (job title, office, cover, teams, projects, connections) comes from the account's
// profile sample, which only the demo admin has. Both backends build the answers here
// (`profileHeaderOf`, `profileTabOf`): the mock from its Db, the server from its tables.
import { PROFILE_TABS, type ProfileAbout, type ProfileConnection, type ProfileProject, type ProfileTeamCard, type ProfileHeader, type ProfileListItem, type ProfileTab, type ProfileTabData } from '@atrium/api';
import { coverImage } from '../media/images';

/**
 * What an account's profile shows beyond what its account row knows (name, picture, role, join
 * date: services/profile.ts): where it works, its job title, its cover, and the about lines,
 * teams, projects and connections of its tabs. Only the demo admin has one (decision 0029).
 */
export interface ProfileSample {
  location: string;
  designation: string;
  coverImg: string;
  about: ProfileAbout;
  teams: ProfileTeamCard[];
  projects: ProfileProject[];
  connections: ProfileConnection[];
}

/** What a profile reads from the account's own row. */
export interface ProfileAccount {
  fullName: string;
  email: string;
  avatar: string;
  /** the role's slug (the page names it in the reader's language) */
  role: string;
  /** the role's name on /apps/roles (the header's designation when the account has no sample) */
  roleName: string;
  status: string;
  country: string;
  /** YYYY-MM-DD */
  joiningDate: string;
}

/** The cover of a profile without a sample: the shop-front banner the demo's profile has. */
export const DEFAULT_PROFILE_COVER = coverImage();

export function isProfileTab(tab: string): tab is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(tab);
}

export function profileHeaderOf(account: ProfileAccount, sample: ProfileSample | undefined): ProfileHeader {
  return {
    fullName: account.fullName,
    location: sample?.location ?? account.country,
    joiningDate: account.joiningDate,
    designation: sample?.designation ?? account.roleName,
    profileImg: account.avatar,
    coverImg: sample?.coverImg ?? DEFAULT_PROFILE_COVER,
  };
}

/** The sample's line for `property` with the account's value, or the sample's lines unchanged. */
function withValue(items: readonly ProfileListItem[], property: string, value: string): ProfileListItem[] {
  return items.map((item) => (item.property === property ? { ...item, value } : item));
}

/**
 * One tab of the profile. With a sample, its lines and lists, the name, email, role and status
 * lines taken from the account (so they agree with the header and the users list); without one,
 * the account's own lines and nothing it has not done: no teams, projects or connections (the
 * sample's are the demo admin's colleagues and work, not everybody's).
 */
export function profileTabOf<T extends ProfileTab>(tab: T, account: ProfileAccount, sample: ProfileSample | undefined): ProfileTabData[T];
export function profileTabOf(tab: ProfileTab, account: ProfileAccount, sample: ProfileSample | undefined): ProfileTabData[ProfileTab] {
  if (tab !== 'about') return sample ? sample[tab] : [];
  if (sample) {
    let about = withValue(sample.about.about, 'Full name', account.fullName);
    about = withValue(about, 'Role', account.role);
    about = withValue(about, 'Status', account.status);
    return { ...sample.about, about, contacts: withValue(sample.about.contacts, 'Email', account.email) };
  }
  const about: ProfileListItem[] = [
    { property: 'Full name', value: account.fullName, icon: 'tabler-user' },
    { property: 'Status', value: account.status, icon: 'tabler-check' },
    { property: 'Role', value: account.role, icon: 'tabler-crown' },
  ];
  if (account.country !== '') about.push({ property: 'Country', value: account.country, icon: 'tabler-flag' });
  return {
    about,
    contacts: [{ property: 'Email', value: account.email, icon: 'tabler-mail' }],
    teams: [],
    overview: [],
    connections: [],
    teamsTech: [],
    projectTable: [],
  };
}
