import { configureApiClient } from '@atrium/api';
import { signInForTests } from '@atrium/mock-api/node';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPages } from '../test/render';
import { UserProfilePage } from './user-profile-page';

// Screenshot pass (issue 19), he 390 px and ar dark: the profile read 'Full Name: John Doe',
// 'Status: active', 'Role: Developer', 'Country: USA' in English on the Hebrew and Arabic pages,
// a 'UX Designer' from 'Vatican City', 'Task Compiled: 13.5k' beside six projects, and
// 'React Developers' / 'Vue.js Dev Team' whose cards all 'answered customers by chat'.
describe('@atrium/pages/UserProfilePage', () => {
  it('the profile tab speaks the reader\'s language: labels, status, role, country and language', async () => {
    renderPages(<UserProfilePage tab="profile" onTabChange={() => undefined} />, { language: 'he' });
    expect(await screen.findByText('שם מלא:', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('פעיל')).toBeInTheDocument();
    expect(screen.getByText('מנהל מערכת')).toBeInTheDocument();
    expect(screen.getByText(new Intl.DisplayNames(['he'], { type: 'region' }).of('US') ?? 'US')).toBeInTheDocument();
    expect(screen.getByText(new Intl.DisplayNames(['he'], { type: 'language' }).of('en') ?? 'en')).toBeInTheDocument();
    expect(await screen.findByText('Head of Retail Operations')).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const placeholder of ['Full Name', 'Vatican', 'UX Designer', 'Task Compiled', 'Developer', 'Skype', 'example.com']) expect(text).not.toContain(placeholder);
  }, 30_000);

  it('the overview counts what the other tabs show', async () => {
    const about = renderPages(<UserProfilePage tab="profile" onTabChange={() => undefined} />);
    const projectsLine = await screen.findByText('Projects:', undefined, { timeout: 5000 });
    const projectsCount = Number(projectsLine.parentElement?.textContent?.replace(/\D/g, ''));
    const teamsCount = Number(screen.getByText('Teams:').parentElement?.textContent?.replace(/\D/g, ''));
    about.unmount();

    renderPages(<UserProfilePage tab="projects" onTabChange={() => undefined} />);
    expect(await screen.findByText('Self-checkout tills', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(projectsCount);
    // English descriptions keep their own direction in a right-to-left page ('.every branch')
    expect(screen.getByText(/Click-and-collect shelves/)).toHaveAttribute('dir', 'auto');
    cleanup();

    renderPages(<UserProfilePage tab="teams" onTabChange={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Store Managers' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(teamsCount);
  }, 30_000);

  it('each team is described by its own note, in the company\'s own words', async () => {
    renderPages(<UserProfilePage tab="teams" onTabChange={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Store Managers' }, { timeout: 5000 })).toBeInTheDocument();
    const notes = screen.getAllByText(/\.$/).map((el) => el.textContent);
    expect(new Set(notes).size).toBe(notes.length);
    const text = document.body.textContent ?? '';
    for (const placeholder of ['React', 'Vue', 'Figma', 'Sketch', 'Developers']) expect(text).not.toContain(placeholder);
  }, 30_000);

  describe('another account\'s own profile (decision 0029)', () => {
    afterEach(() => {
      const admin = signInForTests('admin');
      configureApiClient({ baseUrl: 'http://localhost', getToken: () => admin });
    });

    // issue 32: every account saw John Doe's profile, and a client got "not authorized"
    it('shows the client\'s name and empty states, in the reader\'s language', async () => {
      const token = signInForTests('client');
      configureApiClient({ baseUrl: 'http://localhost', getToken: () => token });
      renderPages(<UserProfilePage tab="teams" onTabChange={() => undefined} />, { language: 'ar' });
      expect(await screen.findByRole('heading', { name: 'Jane Doe' }, { timeout: 5000 })).toBeInTheDocument();
      expect(await screen.findByText('لا توجد فرق بعد')).toBeInTheDocument();
      expect(document.body.textContent).not.toContain('John Doe');
      cleanup();

      renderPages(<UserProfilePage tab="profile" onTabChange={() => undefined} />, { language: 'he' });
      expect(await screen.findByText('client@demo.com', undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('עדיין אין כאן כלום')).toBeInTheDocument();
    }, 30_000);
  });
});
