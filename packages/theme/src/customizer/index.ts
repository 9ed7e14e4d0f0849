export { CustomizerDrawer, type CustomizerDrawerProps, type CustomizerLabel } from './customizer-drawer';
