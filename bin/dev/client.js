// The page's side of `site dev`, served at /__dev/client.js: reloads the page after a rebuild and
// shows a failed build's problems over it, until a good build reloads the page.
const events = new EventSource(`/__dev/events?page=${encodeURIComponent(location.pathname)}`);
let lost = false;
events.addEventListener('reload', () => location.reload());
// The dev server waits for this before it renders the rest of the site.
addEventListener('load', () => navigator.sendBeacon('/__dev/loaded'));
events.addEventListener('problems', (event) => show(JSON.parse(event.data)));
events.onerror = () => {
  lost = true;
};
// The dev server restarted (an edit to its own code): what it serves may have changed.
events.onopen = () => {
  if (lost) location.reload();
};

const OVERLAY_ID = 'nestwell-dev-overlay';

function hide() {
  document.getElementById(OVERLAY_ID)?.remove();
}

function show(problems) {
  hide();
  if (!document.querySelector('link[href="/__dev/overlay.css"]')) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/__dev/overlay.css' }));
  }
  const box = Object.assign(document.createElement('section'), { id: OVERLAY_ID, tabIndex: -1 });
  box.setAttribute('role', 'alertdialog');
  box.setAttribute('aria-modal', 'true');
  box.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  box.setAttribute('aria-describedby', `${OVERLAY_ID}-problems`);
  const title = Object.assign(document.createElement('h2'), { id: `${OVERLAY_ID}-title`, textContent: 'The site did not build' });
  const list = Object.assign(document.createElement('ol'), { id: `${OVERLAY_ID}-problems` });
  for (const problem of problems) list.append(Object.assign(document.createElement('li'), { textContent: problem }));
  const hint = Object.assign(document.createElement('p'), { textContent: 'The page shows the last good build. Fix the file and save: this page reloads.' });
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Dismiss (Esc)' });
  close.addEventListener('click', hide);
  box.append(title, list, hint, close);
  document.body.append(box);
  box.focus();
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') hide();
});
