// zod compiles its fastest object parsers with `new Function()`, and first probes whether it may.
// Under the app's CSP (script-src 'self', no 'unsafe-eval': security-headers.ts) that probe is a
// CSP violation in the console, so the app tells zod not to try: it parses without compiling.
// zod keeps its settings on globalThis.__zod_globalConfig (the same object whichever module
// loads first), so this must run before the first parse, not before zod loads: it is the first
// import of the app's entry and of the mock API worker.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
