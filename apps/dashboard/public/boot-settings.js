// Runs before the first paint: applies the stored language direction and colour scheme so a
// reload never flashes the wrong theme or direction. Corrupt values are ignored.
(function () {
  try {
    var lang = localStorage.getItem('atrium-language');
    if (lang === 'ar' || lang === 'he' || lang === 'en') {
      document.documentElement.lang = lang;
      document.documentElement.dir = lang === 'en' ? 'ltr' : 'rtl';
    }
    var scheme = localStorage.getItem('atrium-color-scheme');
    if (scheme === 'system' || (scheme !== 'light' && scheme !== 'dark')) {
      scheme = scheme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (e) {
    /* storage unavailable: defaults apply */
  }
  // Which static first-paint shell index.html shows until the app paints (first-paint-shell.ts):
  // the sign-in page's, the signed-in app's, or none on the other pages outside the app's frame.
  var path = location.pathname.replace(/\/+$/, '') || '/';
  var outside = /^\/(register|forgot-password|not-authorized|front-pages|pages\/(misc|authentication))(\/|$)/.test(path);
  if (path === '/login') document.documentElement.setAttribute('data-first-paint', 'login');
  else if (!outside) document.documentElement.setAttribute('data-first-paint', 'app');
  // the app frame's shell draws some pages' own headers (SHELL_PAGES), each on its own path
  document.documentElement.setAttribute('data-first-paint-path', path);
})();
