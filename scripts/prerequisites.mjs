#!/usr/bin/env node
/**
 * What `npm test` needs besides Node and npm, found or installed before the tests start:
 *
 * - Chromium for the end-to-end tests (Playwright drives the system browser, never a downloaded
 *   one): `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium` (package `chromium`).
 * - PostgreSQL 15 server binaries for the SQL tests (a throwaway cluster, local/supabase/src/pg15.js):
 *   `PG15_BIN` (the directory holding `initdb` and `pg_ctl`), else Debian's
 *   `/usr/lib/postgresql/15/bin` (package `postgresql-15`).
 * - nginx for the edge's tests (the balancer and cache of `deploy/nginx/`, run unprivileged on a
 *   high port with every file under a temp folder): `NGINX_PATH`, else Debian's `/usr/sbin/nginx`
 *   (package `nginx-light`, or `nginx` on a release without it; the tests never start its
 *   service, they run their own nginx).
 *
 * When one is missing and we are root on a machine with apt-get, the Debian package is installed
 * (`apt-get update` once, then `apt-get install -y`; of a list of packages, the first the release
 * has). Otherwise — or when the install fails — it
 * exits 1 with a message naming the package to install and the variable that points at an
 * existing copy. `--check` only reports (never installs).
 *
 * Exit codes: 0 everything is there; 1 something is missing (message on stderr).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const checkOnly = process.argv.includes('--check');

/** Whether `file` exists and may be executed. @param {string} file @returns {boolean} */
function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether a command is on the PATH. @param {string} cmd @returns {boolean} */
function onPath(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canApt = isRoot && onPath('apt-get') && !checkOnly;
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let aptUpdated = false;

/** Runs `apt-get update` the first time it is called. @throws {Error} when apt-get fails */
function aptUpdate() {
  if (aptUpdated) return;
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv });
  aptUpdated = true;
}

/**
 * Whether the system's package lists offer a package (`apt-cache policy` names a candidate):
 * `nginx-light` is in Debian 12 and may be gone from a later release.
 * @param {string} pkg a Debian package name
 * @returns {boolean}
 */
function aptHas(pkg) {
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(policy.stdout ?? '')?.[1];
  return policy.status === 0 && candidate !== undefined && candidate !== '(none)';
}

/**
 * Installs the first of some Debian packages the release offers, with apt-get (non-interactive;
 * `apt-get update` before the first install).
 * @param {readonly string[]} choices Debian package names, the preferred first
 * @returns {string | null} the package apt-get installed, or null when none is offered or apt-get failed
 */
function aptInstallFirst(choices) {
  try {
    aptUpdate();
    const pkg = choices.find(aptHas);
    if (!pkg) return null;
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: aptEnv });
    return pkg;
  } catch {
    return null;
  }
}

/**
 * One prerequisite: present, or installed now, or a message.
 * @param {{ what: string, variable: string, defaultPath: string, pkgs: readonly string[], present: (p: string) => boolean, hint?: string }} p
 *   `pkgs`: the Debian packages that provide it, the preferred first
 * @returns {string | null} null when it is there, else what to tell the user
 */
function ensure({ what, variable, defaultPath, pkgs, present, hint = '' }) {
  // e.g. "`nginx-light` (or `nginx` on a release without it)"
  const pkg =
    `\`${pkgs[0]}\`` +
    pkgs
      .slice(1)
      .map((p) => ` (or \`${p}\` on a release without it)`)
      .join('');
  const configured = process.env[variable];
  const where = configured || defaultPath;
  if (present(where)) return null;
  if (configured) {
    return `${what}: ${variable}=${configured} does not point at it${hint}. Fix ${variable}, or unset it to use ${defaultPath}.`;
  }
  if (canApt) {
    console.log(`[prerequisites] ${what} is missing (${defaultPath}): installing Debian's ${pkg}`);
    // what counts is the program: a package whose service could not start afterwards (nginx when
    // port 80 is taken) makes apt-get fail, yet leaves the program in place
    const installed = aptInstallFirst(pkgs);
    if (present(defaultPath)) return null;
    return installed
      ? `${what}: apt-get install ${installed} did not provide ${defaultPath}. Install it another way and set ${variable}.`
      : `${what}: apt-get could not install ${pkg}. Install it another way and set ${variable}.`;
  }
  return (
    `${what} is missing (${defaultPath}). Install Debian's ${pkg} (apt-get install -y <package>, as root), ` +
    `or point ${variable} at an existing one${hint}.`
  );
}

/** @type {string[]} */
const problems = [
  ensure({
    what: 'Chromium (end-to-end tests)',
    variable: 'CHROMIUM_PATH',
    defaultPath: '/usr/bin/chromium',
    pkgs: ['chromium'],
    present: executable,
    hint: ' (the browser executable)',
  }),
  ensure({
    what: 'PostgreSQL 15 (SQL tests)',
    variable: 'PG15_BIN',
    defaultPath: '/usr/lib/postgresql/15/bin',
    pkgs: ['postgresql-15'],
    present: (dir) => executable(path.join(dir, 'initdb')) && executable(path.join(dir, 'pg_ctl')),
    hint: ' (the directory holding initdb and pg_ctl of PostgreSQL 15)',
  }),
  ensure({
    what: 'nginx (the edge tests)',
    variable: 'NGINX_PATH',
    defaultPath: '/usr/sbin/nginx',
    pkgs: ['nginx-light', 'nginx'],
    present: executable,
    hint: ' (the nginx executable)',
  }),
].filter((p) => p !== null);

// initdb refuses to run as root: the SQL tests run it as the `postgres` user through runuser.
if (isRoot && !problems.some((p) => p.startsWith('PostgreSQL')) && spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) {
  problems.push(
    "PostgreSQL 15 (SQL tests): running as root, the tests start the cluster as the `postgres` user, which does not exist (Debian's postgresql-15 creates it: `useradd --system postgres`).",
  );
}

if (problems.length) {
  for (const p of problems) console.error(`[prerequisites] ${p}`);
  process.exit(1);
}
console.log('[prerequisites] Chromium, PostgreSQL 15 and nginx found');
