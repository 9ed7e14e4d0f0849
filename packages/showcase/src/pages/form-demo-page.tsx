import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { DemoPage, DemoSection } from '../components/demo-frame';
import { useShowcaseT } from '../lib/use-showcase-t';
import type { DemoSectionDef } from './component-demos';
import { FORM_DEMOS, type FormDemo } from './form-demos';

export interface FormDemoPageProps {
  demo: FormDemo;
}

/** /forms/{demo}: the demo's sections; lazy sections show a skeleton while their module loads. */
export function FormDemoPage({ demo }: FormDemoPageProps) {
  const { t } = useShowcaseT();
  const sections: readonly DemoSectionDef[] = FORM_DEMOS[demo];
  return (
    <DemoPage title={t(`forms.${demo}`)} description={t('forms.description')} cols={sections.length > 1 ? 2 : 1}>
      {sections.map(({ title, Body }) => (
        <DemoSection key={title} title={t(`sections.${title}`)}>
          <Suspense fallback={<Skeleton h={240} />}>
            <Body />
          </Suspense>
        </DemoSection>
      ))}
    </DemoPage>
  );
}
