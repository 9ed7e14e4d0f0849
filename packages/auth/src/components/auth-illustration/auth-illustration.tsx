// Decorative illustration for the v2 split screen. Inline SVG painted only with Mantine CSS
// variables, so it follows the primary colour and switches with the colour scheme (no image files).
import type { CSSProperties } from 'react';

export type AuthIllustrationKind = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'two-steps' | 'verify-email' | 'access';

const C = {
  primary: 'var(--mantine-primary-color-filled)',
  primaryLight: 'var(--mantine-primary-color-light)',
  surface: 'var(--mantine-color-body)',
  line: 'var(--mantine-color-default-border)',
  muted: 'var(--mantine-color-dimmed)',
  contrast: 'var(--mantine-primary-color-contrast, #fff)',
};

/** The emblem on the device screen tells the pages apart. */
function Emblem({ kind }: { kind: AuthIllustrationKind }) {
  switch (kind) {
    case 'login':
    case 'access':
      return (
        <g>
          <rect x="178" y="150" width="64" height="52" rx="8" fill={C.primary} />
          <path d="M190 150v-14a20 20 0 0 1 40 0v14" stroke={C.primary} strokeWidth="8" fill="none" />
          <circle cx="210" cy="174" r="7" fill={C.contrast} />
        </g>
      );
    case 'register':
      return (
        <g>
          <circle cx="210" cy="140" r="20" fill={C.primary} />
          <path d="M176 200a34 34 0 0 1 68 0Z" fill={C.primary} />
          <circle cx="250" cy="190" r="14" fill={C.contrast} stroke={C.primary} strokeWidth="4" />
          <path d="M250 183v14M243 190h14" stroke={C.primary} strokeWidth="4" />
        </g>
      );
    case 'forgot-password':
    case 'reset-password':
      return (
        <g>
          <circle cx="190" cy="165" r="22" fill="none" stroke={C.primary} strokeWidth="9" />
          <path d="M210 165h46v14M240 165v12" stroke={C.primary} strokeWidth="9" fill="none" />
        </g>
      );
    case 'two-steps':
      return (
        <g>
          <rect x="186" y="120" width="48" height="86" rx="8" fill={C.primary} />
          <rect x="193" y="132" width="34" height="56" rx="3" fill={C.contrast} />
          {[0, 1, 2].map((i) => (
            <circle key={i} cx={201 + i * 9} cy="160" r="3" fill={C.primary} />
          ))}
        </g>
      );
    case 'verify-email':
      return (
        <g>
          <rect x="170" y="136" width="80" height="56" rx="6" fill={C.primary} />
          <path d="m172 140 38 30 38-30" stroke={C.contrast} strokeWidth="5" fill="none" />
        </g>
      );
  }
}

export interface AuthIllustrationProps {
  kind: AuthIllustrationKind;
  style?: CSSProperties;
}

export function AuthIllustration({ kind, style }: AuthIllustrationProps) {
  return (
    <svg viewBox="0 0 420 320" width="100%" style={{ maxWidth: 520, ...style }} aria-hidden="true" focusable="false" data-kind={kind}>
      <ellipse cx="210" cy="292" rx="170" ry="14" fill={C.line} />
      <circle cx="70" cy="70" r="36" fill={C.primaryLight} />
      <circle cx="360" cy="96" r="22" fill={C.primaryLight} />
      {/* the device */}
      <rect x="100" y="70" width="220" height="170" rx="14" fill={C.surface} stroke={C.line} strokeWidth="4" />
      <rect x="100" y="70" width="220" height="26" rx="14" fill={C.primaryLight} />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={120 + i * 14} cy="83" r="4" fill={C.muted} />
      ))}
      <rect x="170" y="240" width="80" height="40" fill={C.line} />
      <rect x="140" y="276" width="140" height="10" rx="5" fill={C.muted} />
      <Emblem kind={kind} />
      <rect x="150" y="214" width="120" height="8" rx="4" fill={C.line} />
      {/* a plant, for life */}
      <path d="M352 286c0-40 8-66 20-84M352 286c-6-30-18-48-32-58" stroke={C.primary} strokeWidth="5" fill="none" strokeLinecap="round" />
      <ellipse cx="376" cy="204" rx="10" ry="20" transform="rotate(30 376 204)" fill={C.primary} />
      <ellipse cx="318" cy="226" rx="9" ry="18" transform="rotate(-50 318 226)" fill={C.primary} />
    </svg>
  );
}
