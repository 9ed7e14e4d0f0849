// "‹ Back to login" under the forms and success states; the chevron flips in right-to-left.
import { IconChevronLeft } from '@tabler/icons-react';
import { AuthLink } from '../../links';

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <AuthLink href={href} size="sm" ta="center" display="block">
      <IconChevronLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} className="mantine-rotate-rtl" /> {label}
    </AuthLink>
  );
}
