import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from '@streamscout/routes/router';

const AppUrlContext = createContext<string | null>(null);

/**
 * Makes every {@link AppLink} below it a plain absolute link into the full app at `appUrl`
 * (e.g. 'https://streamscout.example'): used where StreamScout screens render outside the app's
 * router, such as the discover embed on another site (architecture §7a). Without it, links are
 * client-side react-router links.
 */
export function AppUrlProvider({ appUrl, children }: { appUrl: string; children?: ReactNode }) {
  return <AppUrlContext.Provider value={appUrl.replace(/\/+$/, '')}>{children}</AppUrlContext.Provider>;
}

/** The `appUrl` of the nearest {@link AppUrlProvider} (no trailing slash), or `null` inside the app. */
export function useAppUrl(): string | null {
  return useContext(AppUrlContext);
}

/** Props of {@link AppLink}: an anchor's attributes plus a route path and navigation state. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app, e.g. `paths.details.movie(42)`. */
  to: string;
  /** react-router navigation state (ignored for absolute links: another page cannot receive it). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a StreamScout route: a react-router `<Link>` inside the app; inside an
 * {@link AppUrlProvider} an `<a href="{appUrl}{to}">` that opens the full app. Works as a Mantine
 * `component` (`<Button component={AppLink} to={…}>`).
 */
export function AppLink({ to, state, ref, children, ...rest }: AppLinkProps) {
  const appUrl = useAppUrl();
  if (appUrl) {
    return (
      <a ref={ref} href={`${appUrl}${to}`} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={to} state={state} {...rest}>
      {children}
    </Link>
  );
}
