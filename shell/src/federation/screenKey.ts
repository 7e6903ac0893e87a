/**
 * The one name of a remote's screen across the shell: '{remote}/{screen}', e.g.
 * 'details/ShowDetails' — the server render's handover and variant, the preloaded screens of the
 * root tree and the remote screens' own loads all key on it.
 */
import { REMOTE_KEYS, type RemoteKey } from '@streamscout/apps';

/**
 * The key of a remote's screen.
 * @param remote which remote serves it, e.g. 'details'
 * @param screen the route table's screen name, e.g. 'ShowDetails'
 * @returns e.g. 'details/ShowDetails'
 */
export function screenKey(remote: RemoteKey, screen: string): string {
  return `${remote}/${screen}`;
}

/**
 * A key back into its remote and screen.
 * @param key e.g. 'details/ShowDetails' (from a handover: any text)
 * @returns the remote and screen, or null when the key names no remote or no screen
 */
export function parseScreenKey(key: string): { remote: RemoteKey; screen: string } | null {
  const at = key.indexOf('/');
  const remote = key.slice(0, at) as RemoteKey;
  const screen = key.slice(at + 1);
  return at > 0 && REMOTE_KEYS.includes(remote) && /^[A-Za-z0-9]+$/.test(screen) ? { remote, screen } : null;
}
