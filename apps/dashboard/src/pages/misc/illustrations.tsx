// Status-page illustrations drawn with theme variables, so they follow the primary colour and
// read well on light and dark backgrounds alike.
const surface = 'var(--mantine-color-body)';
const line = 'var(--mantine-color-default-border)';
const primary = 'var(--mantine-primary-color-filled)';
const soft = 'var(--mantine-primary-color-light)';
const muted = 'var(--mantine-color-dimmed)';

export type IllustrationKind = 'not-found' | 'not-authorized' | 'maintenance' | 'coming-soon' | 'error';

function Screen({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ellipse cx="160" cy="208" rx="120" ry="10" fill={soft} />
      <rect x="50" y="36" width="220" height="150" rx="14" fill={surface} stroke={line} strokeWidth="2" />
      <rect x="50" y="36" width="220" height="26" rx="14" fill={soft} />
      <circle cx="68" cy="49" r="4" fill={primary} />
      <circle cx="82" cy="49" r="4" fill={primary} opacity="0.6" />
      <circle cx="96" cy="49" r="4" fill={primary} opacity="0.3" />
      {children}
    </>
  );
}

export function Illustration({ kind }: { kind: IllustrationKind }) {
  return (
    <svg viewBox="0 0 320 220" width="100%" style={{ maxWidth: 360 }} role="presentation" aria-hidden="true" focusable="false">
      <Screen>
        {kind === 'not-found' && (
          <>
            <circle cx="148" cy="118" r="30" fill="none" stroke={primary} strokeWidth="8" />
            <path d="M170 140l26 26" stroke={primary} strokeWidth="10" strokeLinecap="round" />
            <path d="M138 108l20 20M158 108l-20 20" stroke={muted} strokeWidth="5" strokeLinecap="round" />
          </>
        )}
        {kind === 'not-authorized' && (
          <>
            <rect x="126" y="108" width="68" height="54" rx="10" fill={primary} />
            <path d="M140 108v-14a20 20 0 0 1 40 0v14" fill="none" stroke={primary} strokeWidth="8" />
            <circle cx="160" cy="132" r="7" fill={surface} />
            <path d="M160 136v12" stroke={surface} strokeWidth="5" strokeLinecap="round" />
          </>
        )}
        {kind === 'maintenance' && (
          <>
            <circle cx="146" cy="120" r="26" fill="none" stroke={primary} strokeWidth="10" strokeDasharray="12 8" />
            <circle cx="146" cy="120" r="10" fill={primary} />
            <path d="M178 156l34-34M206 116l12 12" stroke={muted} strokeWidth="8" strokeLinecap="round" />
          </>
        )}
        {kind === 'coming-soon' && (
          <>
            <path d="M160 84c22 14 30 40 22 66h-44c-8-26 0-52 22-66z" fill={primary} />
            <circle cx="160" cy="114" r="8" fill={surface} />
            <path d="M138 150l-14 14h22M182 150l14 14h-22" fill={soft} stroke={primary} strokeWidth="3" strokeLinejoin="round" />
            <path d="M152 166l8 14 8-14" fill={muted} />
          </>
        )}
        {kind === 'error' && (
          <>
            <path d="M160 86l40 70h-80z" fill="none" stroke={primary} strokeWidth="8" strokeLinejoin="round" />
            <path d="M160 108v22" stroke={primary} strokeWidth="8" strokeLinecap="round" />
            <circle cx="160" cy="144" r="5" fill={primary} />
          </>
        )}
      </Screen>
    </svg>
  );
}
