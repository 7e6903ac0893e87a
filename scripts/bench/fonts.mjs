/**
 * A Japanese font for the pages the bench measures in Japanese (`/?lang=ja`, spec §22; every page's
 * language picker names 日本語 too). Without one, Chromium draws boxes and looks through every
 * installed font for each missing character, a cost no phone pays (Android and iOS ship CJK fonts):
 * on this machine `/?lang=ja` had no Japanese font until 2026-11-29, and its rows measured that.
 */
import { execFileSync, spawnSync } from 'node:child_process';

/** Debian's package of the fonts Android ships (Noto Sans/Serif CJK). */
const CJK_PACKAGE = 'fonts-noto-cjk';

/** Whether fontconfig knows a font that covers Japanese. */
function hasJapaneseFont() {
  const out = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  return out.status === 0 && out.stdout.trim() !== '';
}

/**
 * Makes sure a Japanese font is installed: installs {@link CJK_PACKAGE} with apt-get when running as
 * root on a machine that has it, else prints a warning that the Japanese rows measure font fallback.
 * @returns {boolean} whether a Japanese font is there (after any install)
 */
export function ensureJapaneseFont() {
  if (hasJapaneseFont()) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    try {
      const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', CJK_PACKAGE], { stdio: 'inherit', env });
    } catch {
      // reported below
    }
    if (hasJapaneseFont()) return true;
  }
  console.warn(
    `bench: no Japanese font (fc-list :lang=ja is empty) — the /?lang=ja rows measure Chromium's font fallback, not the page. Install Debian's ${CJK_PACKAGE}.`,
  );
  return false;
}
