// The one script of a prerendered public page (src-server/site.ts puts it in place of the
// application's entry): the page has painted and works as plain HTML and CSS, so the
// application's code is fetched only when the visitor starts to use the page (a pointer over
// it, a tap, a key, a focus), or at once when this visit would not render as the build did
// (another language, the dark scheme or a sandbox bank's path). A button pressed before the
// application has taken over is pressed again once it has: on the same node when the
// application hydrated the markup (keeping its nodes), or on the button that took its place
// when the application rendered the page anew (the nodes pressed are gone). Deferred and
// tiny: nothing here delays the first paint.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  const page = document.querySelector('[data-static]');
  // The build marked the page's buttons as not acting yet, since nothing heard a press before
  // this script ran; from now on a press is held and made again after take-over, so they act.
  for (const button of page?.querySelectorAll('button[data-await-loader]') ?? []) {
    button.removeAttribute('data-await-loader');
    button.removeAttribute('aria-disabled');
  }

  /** True when this visit renders as the build did: English, the light scheme, the main bank. */
  const asBuilt = () => {
    if (/^\/s\/[a-z0-9-]{3,32}(?=\/|$)/.test(location.pathname)) return false;
    try {
      const lng = new URLSearchParams(location.search).get('lng');
      if (lng && lng !== 'en') return false;
      const language = localStorage.getItem('bank.language');
      if (!lng && language && language !== 'en') return false;
      const scheme = localStorage.getItem('bank.color-scheme');
      if (scheme === 'dark') return false;
      if (scheme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches) return false;
      return true;
    } catch {
      return true;
    }
  };

  const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) removeEventListener(type, start, true);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };

  /**
   * What names a button across two renders of the page, in any language: its `data-press`
   * (given to the buttons that open a dialog, a menu or a tab), or else its label as read.
   */
  const identity = (button) =>
    button.dataset.press
      ? `press:${button.dataset.press}`
      : `label:${(button.getAttribute('aria-label') ?? button.textContent ?? '').trim()}`;
  /** The buttons under `container` that bear `id`, in document order. */
  const namesakes = (container, id) =>
    Array.from(container.querySelectorAll('button')).filter((button) => identity(button) === id);

  // The last button pressed while the page was still static, pressed again after take-over,
  // with what finds its successor in a page rendered anew: its identity and its rank among
  // the page's buttons of that identity.
  let pending = null;
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !page?.isConnected || !page.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const id = identity(button);
    pending = { button, id, rank: namesakes(page, id).indexOf(button) };
    start();
  };
  if (page) document.addEventListener('click', hold, true);
  // The application sends app-ready after its public frame's first commit, so the page it
  // rendered is in the document by then, whichever way it rendered.
  document.addEventListener(
    'app-ready',
    () => {
      document.removeEventListener('click', hold, true);
      const held = pending;
      pending = null;
      if (!held) return;
      if (held.button.isConnected) {
        held.button.click();
        return;
      }
      const root = document.getElementById('root');
      const successor = root ? namesakes(root, held.id)[held.rank] : undefined;
      successor?.click();
    },
    { once: true },
  );

  if (!page || !asBuilt()) start();
  else for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });
})();
