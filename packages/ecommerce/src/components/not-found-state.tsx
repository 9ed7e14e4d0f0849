import { EmptyState } from '@atrium/ui-kit';
import { Button } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useEcommerceTranslation } from '../lib/i18n';
import { useNavigateTo } from '../lib/link';

/** What a detail page shows when its record does not exist (a 404 from the API). */
export function NotFoundState({ title, description, backTo, backLabel }: { title: string; description: string; backTo: string; backLabel: string }) {
  const navigateTo = useNavigateTo();
  useEcommerceTranslation();
  return (
    <EmptyState
      icon={<IconSearchOff size={40} aria-hidden />}
      title={title}
      description={description}
      action={
        <Button component="a" href={backTo} onClick={(e) => { e.preventDefault(); navigateTo(backTo); }}>
          {backLabel}
        </Button>
      }
    />
  );
}
