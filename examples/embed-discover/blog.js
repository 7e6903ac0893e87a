// The blog embeds StreamScout discover as two single-spa parcels: the whole overview in the post,
// and the Netflix row in the sidebar (dark). `/blog-config.json` says where StreamScout lives
// (written by the server that serves this page, so ports can move). The embed comes from the app's
// host, its evergreen major: the latest 1.x release.
import { mountRootParcel } from 'single-spa';

const { appUrl } = await (await fetch('/blog-config.json')).json();

const discover = await import(`${appUrl}/embed/v1/discover.js`);

const slots = [
  { domElement: document.getElementById('discover-overview'), appUrl },
  { domElement: document.getElementById('discover-netflix'), row: 'netflix', appUrl, colorScheme: 'dark' },
];

let parcels = [];
function mountAll() {
  parcels = slots.map((props) => mountRootParcel(discover, props));
  return Promise.all(parcels.map((p) => p.mountPromise));
}
async function unmountAll() {
  await Promise.all(parcels.map((p) => p.unmount()));
  parcels = [];
}

const toggle = document.getElementById('toggle-embeds');
toggle.addEventListener('click', async () => {
  toggle.disabled = true;
  if (parcels.length) {
    await unmountAll();
    toggle.textContent = 'Show StreamScout';
  } else {
    await mountAll();
    toggle.textContent = 'Hide StreamScout';
  }
  toggle.disabled = false;
});

// for the curious (and for the end-to-end test): the parcels and their mount/unmount
window.reelNotebook = { mountAll, unmountAll, parcels: () => parcels };
await mountAll();
document.documentElement.dataset.embedsMounted = 'true';
