export { showcaseModule } from './module';
export { SHOWCASE_NAMESPACE, SHOWCASE_SUBJECT } from './namespace';

export { ComponentDemoPage, type ComponentDemoPageProps } from './pages/component-demo-page';
export { COMPONENT_DEMO_NAMES, isComponentDemo, type ComponentDemo } from './pages/component-demos';
export { FormDemoPage, type FormDemoPageProps } from './pages/form-demo-page';
export { FORM_DEMO_NAMES, isFormDemo, type FormDemo } from './pages/form-demos';
export { CARD_KINDS, CardsPage, isCardKind, type CardKind } from './pages/cards-page';
export { DataTablePage, SimpleTablePage } from './pages/tables-page';
export { ApexChartsPage, ChartJsPage } from './pages/charts-page';
export { SwiperPage } from './pages/swiper-page';
export { TourPage } from './pages/tour-page';
export { IconsPage } from './pages/icons-page';
export { TypographyPage } from './pages/typography-page';

export { Carousel, type CarouselProps } from './components/carousel';
export { Tour, type TourProps, type TourStep } from './components/tour';
export { DemoPage, DemoSection, type DemoPageProps, type DemoSectionProps } from './components/demo-frame';
export { salesDetailsQuery, showcaseKeys } from './api/queries';
