export { AppLink, AppUrlProvider, useAppUrl } from './AppLink';
export type { AppLinkProps } from './AppLink';
