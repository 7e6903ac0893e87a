import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { forgetAccountQueries } from './userData';

/**
 * Makes the page's QueryClient forget an account's data when the account leaves the page
 * (architecture §4 "Per-user data"): every per-user query and every mutation is removed at once
 * ({@link forgetAccountQueries}). The host's providers wrap the whole page in it; the screens
 * themselves are mounted afresh by the session's `RouteGuard`.
 * @param children rendered as they are
 */
export function AccountScope({ children }: { children?: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => forgetAccountQueries(client), [client]);
  return <>{children}</>;
}
