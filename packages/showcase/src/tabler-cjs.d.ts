// The CommonJS build of @tabler/icons-react, loaded only by the icon gallery (see icons-page).
declare module '@tabler/icons-react/dist/cjs/tabler-icons-react.cjs' {
  const icons: Record<string, unknown>;
  export default icons;
}
