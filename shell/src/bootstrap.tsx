/**
 * The shell's code behind the async boundary (`index.ts`). Mantine's global CSS is imported here,
 * once. On a server-rendered page the big libraries are then evaluated one task at a time
 * ({@link runInSteps}) — react-dom, the TMDB client, the UI kit with Mantine, TanStack Query,
 * react-router — before `start.tsx`, which imports them all again (already evaluated by then) and
 * renders or hydrates the page. Their chunks are preloaded from the HTML either way (the server's
 * hints list them), so the steps cost no request: only where the main thread may pause between
 * them. That matters only where the page is already on screen (the server's HTML, which a tap may
 * reach); a client-rendered page (the dashboard) paints nothing before `start.tsx` renders, so it
 * evaluates everything at once and renders without the pauses.
 */
import '@streamscout/ui/styles';
import { hasHandover } from './server/handoverGlobal';
import { runInSteps } from './steps';

const serverRendered = hasHandover();
void runInSteps(
  serverRendered
    ? [
        () => import('react-dom/client'),
        () => import('@streamscout/tmdb'),
        () => import('@streamscout/ui'),
        () => import('@tanstack/react-query'),
        () => import('@streamscout/routes/router'),
      ]
    : [],
).then(() => import(/* webpackChunkName: "bootstrap-start" */ './start'));
