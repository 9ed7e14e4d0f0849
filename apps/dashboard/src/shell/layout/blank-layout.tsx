import { Outlet } from '@tanstack/react-router';

/** Pages that opt out of the shell: auth screens, status pages, front pages. */
export function BlankLayout() {
  return (
    <main id="main-content" style={{ minHeight: '100dvh', background: 'var(--atrium-app-bg)' }}>
      <Outlet />
    </main>
  );
}
