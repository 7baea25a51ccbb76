// Runs before the app bundle so a dark-mode visitor never sees a white flash. Same rule as
// web/src/app/providers/color-mode.tsx: the saved choice ("darkMode": "true"/"false"), else the system's.
(function () {
  var dark = false;
  try {
    var saved = window.localStorage.getItem('darkMode');
    dark = saved === null ? window.matchMedia('(prefers-color-scheme: dark)').matches : saved === 'true';
  } catch (e) {
    dark = false;
  }
  var root = document.documentElement;
  if (dark) root.classList.add('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.backgroundColor = dark ? '#0f1115' : '#f7f7f8';
})();
