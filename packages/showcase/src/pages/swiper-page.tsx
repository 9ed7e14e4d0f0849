import { Box, Text } from '@mantine/core';
import { Carousel } from '../components/carousel';
import { DemoPage, DemoSection } from '../components/demo-frame';
import { useShowcaseT } from '../lib/use-showcase-t';

const HUES = [210, 160, 30, 280, 0, 120];

function Slide({ n, h }: { n: number; h: number }) {
  const hue = HUES[(n - 1) % HUES.length] ?? 0;
  return (
    <Box h={h} style={{ borderRadius: 8, display: 'grid', placeItems: 'center', background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${hue + 40} 70% 40%))` }}>
      <Text c="white" fw={700} fz="xl">{n}</Text>
    </Box>
  );
}

export function SwiperPage() {
  const { t } = useShowcaseT();
  const labels = { previous: t('swiper.previous'), next: t('swiper.next'), slide: (n: number, total: number) => t('swiper.slide', { n, total }) };
  const slides = (count: number, h: number) => Array.from({ length: count }, (_, i) => <Slide key={i} n={i + 1} h={h} />);
  return (
    <DemoPage title={t('swiper.title')} description={t('swiper.description')} cols={1}>
      <DemoSection title={t('sections.basic')}>
        <Carousel label={t('sections.basic')} slides={slides(5, 240)} labels={labels} />
      </DemoSection>
      <DemoSection title={t('swiper.multiple')}>
        <Carousel label={t('swiper.multiple')} slides={slides(8, 140)} perView={3} labels={labels} />
      </DemoSection>
    </DemoPage>
  );
}
