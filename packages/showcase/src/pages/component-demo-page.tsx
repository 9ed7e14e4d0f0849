import { DemoPage, DemoSection } from '../components/demo-frame';
import { useShowcaseT } from '../lib/use-showcase-t';
import { COMPONENT_DEMOS, type ComponentDemo, type DemoSectionDef } from './component-demos';

export interface ComponentDemoPageProps {
  demo: ComponentDemo;
}

/** /components/{demo}: the demo's sections, each a live Mantine example. */
export function ComponentDemoPage({ demo }: ComponentDemoPageProps) {
  const { t } = useShowcaseT();
  const sections: readonly DemoSectionDef[] = COMPONENT_DEMOS[demo];
  return (
    <DemoPage title={t(`components.${demo}`)} description={t('components.description')}>
      {sections.map(({ title, Body }) => (
        <DemoSection key={title} title={t(`sections.${title}`)}>
          <Body />
        </DemoSection>
      ))}
    </DemoPage>
  );
}
