/**
 * The viewer's region and services as React hooks and store reads, derived from the session
 * store: signed in, the profile's country and services (so changing the country in Edit Profile
 * updates every provider view at once); signed out, the region picked in this browser, else the
 * browser's languages, else the default region (`resolveRegion` of `@streamscout/region`).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { resolveRegion } from '@streamscout/region';
import { sessionStore, type SessionState } from './store';

/** The browser's languages (`navigator.languages`), [] outside a browser. */
function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  return nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
}

/** The region in effect for a store state (pure over the state and the browser's languages). */
function regionOf(state: Pick<SessionState, 'profile' | 'pickedRegion' | 'session'>): string {
  const signedIn = !!state.session && !!state.profile;
  return resolveRegion({
    profileCountry: signedIn ? state.profile?.country : null,
    stored: state.pickedRegion,
    languages: browserLanguages(),
  });
}

/** The viewer's region now (ISO 3166-1, e.g. 'GB'; `DEFAULT_REGION` of `@streamscout/region` when nothing is known). */
export function currentRegion(): string {
  return regionOf(sessionStore.getState());
}

/**
 * The region a server-rendered page was rendered with (ISO 3166-1, from the request's
 * `Accept-Language`), or null outside a server render. The server provides it around its render
 * and the browser around the hydration of that page (the value written into the page): the first
 * render in the browser then matches the server's HTML — the same where-to-watch heading, the same
 * discover rows, the same query keys as the dehydrated data — and only after hydration does
 * `useRegion` switch to the viewer's real region (profile country, picked region, browser
 * languages), as an ordinary update with no hydration mismatch.
 */
export const ServerRegionContext = createContext<string | null>(null);

const subscribe = (listener: () => void) => sessionStore.subscribe(listener);
const clientRegion = () => regionOf(sessionStore.getState());

/**
 * React hook: the viewer's region (ISO 3166-1, e.g. 'GB'; `DEFAULT_REGION` by default); re-renders when the
 * profile's country or the picked region changes. While a server-rendered page hydrates (and on
 * the server) it is the region of {@link ServerRegionContext} — React's server snapshot — so the
 * hydrating render matches the HTML; the viewer's region follows right after hydration.
 */
export function useRegion(): string {
  const serverRegion = useContext(ServerRegionContext);
  return useSyncExternalStore(subscribe, clientRegion, () => serverRegion ?? regionOf(sessionStore.getInitialState()));
}

const NONE: readonly number[] = Object.freeze([]);

/**
 * React hook: "My services" of the signed-in user (TMDB provider ids), [] when signed out or none.
 * The same array until the profile changes, so it is safe in dependency lists and query keys.
 */
export function useMyServices(): readonly number[] {
  return useStore(sessionStore, (s) => (s.session && s.profile?.services?.length ? s.profile.services : NONE));
}

/** The "Only my services" filter of a store state: the profile's services while it is on, else [] (the same array each time). */
function serviceFilterOf(s: Pick<SessionState, 'onlyMyServices' | 'session' | 'profile'>): readonly number[] {
  return s.onlyMyServices && s.session && s.profile?.services?.length ? s.profile.services : NONE;
}

/**
 * React hook: the provider ids a view filters on — the signed-in user's services while "Only my
 * services" is on (`setOnlyMyServices`), else [] (no filter; always [] signed out or without services).
 */
export function useServiceFilter(): readonly number[] {
  return useStore(sessionStore, serviceFilterOf);
}

/**
 * The provider ids views filter on now ({@link useServiceFilter} outside React: the host's
 * prefetch, before anything renders); [] while signed out, the filter is off or the profile has
 * not loaded yet.
 */
export function currentServiceFilter(): readonly number[] {
  return serviceFilterOf(sessionStore.getState());
}

/** React hook: whether "Only my services" is on. */
export function useOnlyMyServices(): boolean {
  return useStore(sessionStore, (s) => s.onlyMyServices);
}
