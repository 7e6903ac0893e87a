'use strict';
/**
 * GoTrue (`/auth/v1`) subset: signup with auto-confirmed email, password and refresh-token grants
 * (refresh tokens rotate; a reused one is refused and its session's tokens revoked, with GoTrue's
 * 10 s reuse window), user read/update, logout, settings, and a few admin calls for service_role.
 *
 * Password hashing and checking (bcrypt, cost 10) always happen outside any database transaction:
 * PGlite runs one transaction at a time.
 */
const crypto = require('node:crypto');
const bcrypt = require('bcryptjs');
const { signJwt, verifyJwt, JWT_EXPIRY } = require('./keys');
const { sendJson, sendEmpty, readBody, parseJson, bearer } = require('./http');

const BCRYPT_COST = 10;
const MIN_PASSWORD_LENGTH = 6;
const REFRESH_TOKEN_REUSE_INTERVAL_S = 10;
const API_VERSION_2024 = '2024-01-01';
/** GoTrue's email check (roughly: something@domain.tld). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An error GoTrue would answer with `status` and `error_code`. */
class AuthError extends Error {
  /**
   * @param {number} status HTTP status
   * @param {string} errorCode GoTrue error code (e.g. 'invalid_credentials')
   * @param {string} message human message (GoTrue's `msg`)
   * @param {{ extra?: Record<string, unknown>, oauth?: string, cause?: unknown }} [opts]
   *   extra: more body fields; oauth: OAuth `error` value sent alongside for older clients
   */
  constructor(status, errorCode, message, { extra, oauth, cause } = {}) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
    this.oauth = oauth;
    this.cause = cause;
  }
}

/**
 * The API version a client asked for (supabase-js sends `X-Supabase-Api-Version: 2024-01-01`).
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null}
 */
function requestApiVersion(req) {
  const v = req.headers['x-supabase-api-version'];
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? v.trim() : null;
}

/**
 * Sends an auth error as GoTrue does: clients that send `X-Supabase-Api-Version` ≥ 2024-01-01
 * (supabase-js) get `{code: error_code, message}` and the version echoed in the response header;
 * others get the legacy `{code: status, error_code, msg}` (plus OAuth-style `error` /
 * `error_description` for token-grant errors).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {AuthError} err
 */
function sendAuthError(req, res, err) {
  const version = requestApiVersion(req);
  if (version && version >= API_VERSION_2024) {
    sendJson(res, err.status, { code: err.errorCode, message: err.message, ...(err.extra || {}) }, {
      headers: { 'X-Supabase-Api-Version': API_VERSION_2024 },
    });
    return;
  }
  const body = { code: err.status, error_code: err.errorCode, msg: err.message, ...(err.extra || {}) };
  if (err.oauth) {
    body.error = err.oauth;
    body.error_description = err.message;
  }
  sendJson(res, err.status, body);
}

const iso = (d) => (d ? new Date(d).toISOString() : null);

/**
 * GoTrue's JSON for an identity row.
 * @param {Record<string, any>} i
 */
function identityJson(i) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email,
  };
}

/**
 * GoTrue's JSON for a user row (with its identities).
 * @param {Record<string, any>} u auth.users row
 * @param {Record<string, any>[]} [identities] auth.identities rows
 */
function userJson(u, identities = []) {
  return {
    id: u.id,
    aud: u.aud || 'authenticated',
    role: u.role || 'authenticated',
    email: u.email || '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone || '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data || {},
    user_metadata: u.raw_user_meta_data || {},
    identities: identities.map(identityJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: Boolean(u.is_anonymous),
  };
}

const newRefreshToken = () => crypto.randomBytes(16).toString('base64url').slice(0, 16);

/**
 * Builds the GoTrue handler for one database and secret.
 * @param {{ db: import('@electric-sql/pglite').PGlite, jwtSecret: string, log?: (msg: string) => void }} opts
 * @returns {{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, path: string, url: URL) => Promise<void> }}
 */
function createAuth({ db, jwtSecret, log = () => {} }) {
  /** Loads a user and its identities inside a transaction. */
  async function loadUser(tx, id) {
    const { rows } = await tx.query('select * from auth.users where id = $1', [id]);
    if (!rows[0]) return null;
    const ids = await tx.query('select * from auth.identities where user_id = $1 order by created_at', [id]);
    return { row: rows[0], identities: ids.rows };
  }

  /** Creates a session and its first refresh token; marks the sign-in. */
  async function createSession(tx, userId) {
    const { rows } = await tx.query('insert into auth.sessions (user_id) values ($1) returning id, created_at', [userId]);
    const sessionId = rows[0].id;
    const token = newRefreshToken();
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent) values ($1, $2, $3, false, null)',
      [token, userId, sessionId],
    );
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    await tx.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId]);
    return { sessionId, refreshToken: token };
  }

  /** Issues an access token for a user row and session, with Supabase's claims. */
  async function accessToken(req, user, sessionId, method = 'password') {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      aud: user.aud || 'authenticated',
      exp: now + JWT_EXPIRY,
      iat: now,
      iss: `${issuerBase(req)}/auth/v1`,
      sub: user.id,
      email: user.email || '',
      phone: user.phone || '',
      app_metadata: user.raw_app_meta_data || {},
      user_metadata: user.raw_user_meta_data || {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: Boolean(user.is_anonymous),
    };
    return { token: await signJwt(claims, jwtSecret), exp: claims.exp };
  }

  /** The session JSON GoTrue returns from signup (autoconfirm) and the token grants. */
  async function sessionJson(req, loaded, sessionId, refreshToken, method) {
    const { token, exp } = await accessToken(req, loaded.row, sessionId, method);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: JWT_EXPIRY,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(loaded.row, loaded.identities),
    };
  }

  /**
   * Verifies the Bearer user token and loads its user (and checks its session), as GoTrue's
   * requireAuthentication does.
   */
  async function authenticate(req) {
    const token = bearer(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const v = await verifyJwt(token, jwtSecret);
    if (!v.ok) {
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${v.reason}`);
    }
    const claims = v.claims;
    if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    return db.transaction(async (tx) => {
      const loaded = await loadUser(tx, claims.sub);
      if (!loaded) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (claims.session_id) {
        const s = await tx.query('select id from auth.sessions where id = $1 and user_id = $2', [
          claims.session_id,
          claims.sub,
        ]);
        if (!s.rows[0]) {
          throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        }
      }
      return { claims, user: loaded };
    });
  }

  async function body(req) {
    const text = await readBody(req);
    try {
      const b = parseJson(text);
      return b && typeof b === 'object' ? b : {};
    } catch {
      throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
    }
  }

  function checkPassword(password) {
    if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        extra: { weak_password: { reasons: ['length'] } },
      });
    }
  }

  function normalizeEmail(email) {
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  }

  // --- endpoints ------------------------------------------------------------------------------

  async function signup(req, res) {
    const b = await body(req);
    const email = normalizeEmail(b.email);
    if (!email) {
      if (b.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
      throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    }
    if (!EMAIL_RE.test(email) || email.length > 255) {
      throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    if (typeof b.password !== 'string' || b.password === '') {
      throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    }
    checkPassword(b.password);
    const data = b.data && typeof b.data === 'object' && !Array.isArray(b.data) ? b.data : {};
    const hash = await bcrypt.hash(b.password, BCRYPT_COST); // outside the transaction

    const result = await db.transaction(async (tx) => {
      const dup = await tx.query('select 1 from auth.users where lower(email) = $1', [email]);
      if (dup.rows[0]) throw new AuthError(422, 'user_already_exists', 'User already registered');
      const id = crypto.randomUUID();
      const identityData = { sub: id, email, email_verified: true, phone_verified: false };
      const userMeta = { ...data, ...identityData };
      try {
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
             raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
             $4, $5, false, now(), now())`,
          [id, email, hash, JSON.stringify({ provider: 'email', providers: ['email'] }), JSON.stringify(userMeta)],
        );
      } catch (e) {
        if (e && e.code === '23505' && e.table === 'users' && e.schema === 'auth') {
          throw new AuthError(422, 'user_already_exists', 'User already registered');
        }
        // A trigger on auth.users (e.g. the profiles trigger) failed: GoTrue's answer.
        throw new AuthError(500, 'unexpected_failure', 'Database error saving new user', { cause: e });
      }
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
         values ($1::text, $1::uuid, $2, 'email', now())`,
        [id, JSON.stringify(identityData)],
      );
      const { sessionId, refreshToken } = await createSession(tx, id);
      return { loaded: await loadUser(tx, id), sessionId, refreshToken };
    });
    sendJson(res, 200, await sessionJson(req, result.loaded, result.sessionId, result.refreshToken, 'password'));
  }

  async function passwordGrant(req, res) {
    const b = await body(req);
    const email = normalizeEmail(b.email);
    const password = typeof b.password === 'string' ? b.password : '';
    if (!email && !b.phone) throw new AuthError(400, 'validation_failed', 'missing email or phone');
    const invalid = () =>
      new AuthError(400, 'invalid_credentials', 'Invalid login credentials', { oauth: 'invalid_grant' });
    const found = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'select id, encrypted_password from auth.users where lower(email) = $1',
        [email],
      );
      return rows[0];
    });
    // bcrypt outside the transaction
    if (!found || !found.encrypted_password || !password || !(await bcrypt.compare(password, found.encrypted_password))) {
      throw invalid();
    }
    const result = await db.transaction(async (tx) => {
      const exists = await tx.query('select 1 from auth.users where id = $1', [found.id]);
      if (!exists.rows[0]) throw invalid();
      const { sessionId, refreshToken } = await createSession(tx, found.id);
      return { loaded: await loadUser(tx, found.id), sessionId, refreshToken };
    });
    sendJson(res, 200, await sessionJson(req, result.loaded, result.sessionId, result.refreshToken, 'password'));
  }

  async function refreshGrant(req, res) {
    const b = await body(req);
    const token = typeof b.refresh_token === 'string' ? b.refresh_token : '';
    if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required', { oauth: 'invalid_request' });
    const outcome = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `select rt.*, (now() - rt.updated_at) < make_interval(secs => $2) as within_reuse
           from auth.refresh_tokens rt where rt.token = $1`,
        [token, REFRESH_TOKEN_REUSE_INTERVAL_S],
      );
      const rt = rows[0];
      if (!rt) return { error: 'not_found' };
      let next;
      if (rt.revoked) {
        const child = await tx.query(
          'select token from auth.refresh_tokens where parent = $1 and revoked = false order by id desc limit 1',
          [rt.token],
        );
        if (child.rows[0] && rt.within_reuse) {
          next = child.rows[0].token; // GoTrue's reuse window: hand out the current child again
        } else {
          // Reuse outside the window: revoke the whole token family (the session's tokens).
          await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [
            rt.session_id,
          ]);
          return { error: 'already_used' };
        }
      } else {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id]);
        next = newRefreshToken();
        await tx.query(
          'insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent) values ($1, $2, $3, false, $4)',
          [next, rt.user_id, rt.session_id, rt.token],
        );
        await tx.query('update auth.sessions set updated_at = now() where id = $1', [rt.session_id]);
      }
      return { loaded: await loadUser(tx, rt.user_id), sessionId: rt.session_id, refreshToken: next };
    });
    if (outcome.error === 'not_found' || (!outcome.error && !outcome.loaded)) {
      throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found', {
        oauth: 'invalid_grant',
      });
    }
    if (outcome.error === 'already_used') {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used', {
        oauth: 'invalid_grant',
      });
    }
    sendJson(res, 200, await sessionJson(req, outcome.loaded, outcome.sessionId, outcome.refreshToken, 'password'));
  }

  async function token(req, res, url) {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return passwordGrant(req, res);
    if (grant === 'refresh_token') return refreshGrant(req, res);
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type', { oauth: 'unsupported_grant_type' });
  }

  async function getUser(req, res) {
    const { user } = await authenticate(req);
    sendJson(res, 200, userJson(user.row, user.identities));
  }

  async function updateUser(req, res) {
    const { claims, user } = await authenticate(req);
    const b = await body(req);
    let hash;
    if (b.password !== undefined && b.password !== null) {
      checkPassword(b.password);
      if (user.row.encrypted_password && (await bcrypt.compare(b.password, user.row.encrypted_password))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      hash = await bcrypt.hash(b.password, BCRYPT_COST); // outside the transaction
    }
    let email;
    if (b.email !== undefined && b.email !== null && b.email !== '') {
      email = normalizeEmail(b.email);
      if (!EMAIL_RE.test(email)) {
        throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      }
    }
    const data = b.data && typeof b.data === 'object' && !Array.isArray(b.data) ? b.data : undefined;
    const loaded = await db.transaction(async (tx) => {
      const current = await loadUser(tx, claims.sub);
      if (!current) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      if (data) {
        const meta = { ...(current.row.raw_user_meta_data || {}) };
        for (const [k, v] of Object.entries(data)) {
          if (v === null) delete meta[k];
          else meta[k] = v;
        }
        await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          claims.sub,
          JSON.stringify(meta),
        ]);
      }
      if (hash) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          claims.sub,
          hash,
        ]);
      }
      if (email && email !== current.row.email) {
        const dup = await tx.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [email, claims.sub]);
        if (dup.rows[0]) {
          throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        }
        try {
          await tx.query('update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1', [
            claims.sub,
            email,
          ]);
        } catch (e) {
          throw new AuthError(500, 'unexpected_failure', 'Database error updating user', { cause: e });
        }
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [claims.sub, email],
        );
      }
      return loadUser(tx, claims.sub);
    });
    sendJson(res, 200, userJson(loaded.row, loaded.identities));
  }

  async function logout(req, res, url) {
    const { claims } = await authenticate(req);
    const scope = url.searchParams.get('scope') || 'global';
    await db.transaction(async (tx) => {
      if (scope === 'local') {
        await tx.query('delete from auth.sessions where id = $1', [claims.session_id]);
      } else if (scope === 'others') {
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          claims.sub,
          claims.session_id || null,
        ]);
      } else {
        await tx.query('delete from auth.sessions where user_id = $1', [claims.sub]);
        await tx.query('update auth.refresh_tokens set revoked = true where user_id = $1', [claims.sub]);
      }
    });
    sendEmpty(res, 204);
  }

  function settings(req, res) {
    sendJson(res, 200, {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }

  // --- admin (service_role) --------------------------------------------------------------------

  async function requireServiceRole(req) {
    const token = bearer(req);
    const v = token ? await verifyJwt(token, jwtSecret) : { ok: false };
    if (!v.ok || v.claims.role !== 'service_role') {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
  }

  async function admin(req, res, rest) {
    await requireServiceRole(req);
    const m = /^\/users(?:\/([0-9a-fA-F-]{36}))?\/?$/.exec(rest);
    if (!m) throw new AuthError(404, 'not_found', 'Not found');
    const id = m[1];
    if (!id && req.method === 'GET') {
      const users = await db.transaction(async (tx) => {
        const { rows } = await tx.query('select id from auth.users order by created_at');
        return Promise.all(rows.map((r) => loadUser(tx, r.id)));
      });
      sendJson(res, 200, { users: users.map((u) => userJson(u.row, u.identities)), aud: 'authenticated' });
      return;
    }
    if (!id && req.method === 'POST') {
      const b = await body(req);
      const email = normalizeEmail(b.email);
      if (!EMAIL_RE.test(email)) {
        throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
      }
      if (b.password !== undefined) checkPassword(b.password);
      const hash = b.password ? await bcrypt.hash(b.password, BCRYPT_COST) : null;
      const loaded = await db.transaction(async (tx) => {
        const dup = await tx.query('select 1 from auth.users where lower(email) = $1', [email]);
        if (dup.rows[0]) {
          throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        }
        const newId = crypto.randomUUID();
        const identityData = { sub: newId, email, email_verified: Boolean(b.email_confirm), phone_verified: false };
        const meta = { ...(b.user_metadata || b.data || {}), ...identityData };
        const appMeta = { provider: 'email', providers: ['email'], ...(b.app_metadata || {}) };
        try {
          await tx.query(
            `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
             values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
               case when $4::boolean then now() end, $5, $6, now(), now())`,
            [newId, email, hash, Boolean(b.email_confirm), JSON.stringify(appMeta), JSON.stringify(meta)],
          );
        } catch (e) {
          throw new AuthError(500, 'unexpected_failure', 'Database error creating new user', { cause: e });
        }
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email')`,
          [newId, JSON.stringify(identityData)],
        );
        return loadUser(tx, newId);
      });
      sendJson(res, 200, userJson(loaded.row, loaded.identities));
      return;
    }
    if (id && req.method === 'GET') {
      const loaded = await db.transaction((tx) => loadUser(tx, id));
      if (!loaded) throw new AuthError(404, 'user_not_found', 'User not found');
      sendJson(res, 200, userJson(loaded.row, loaded.identities));
      return;
    }
    if (id && req.method === 'DELETE') {
      const loaded = await db.transaction(async (tx) => {
        const u = await loadUser(tx, id);
        if (!u) throw new AuthError(404, 'user_not_found', 'User not found');
        try {
          await tx.query('delete from auth.users where id = $1', [id]);
        } catch (e) {
          throw new AuthError(500, 'unexpected_failure', 'Database error deleting user', { cause: e });
        }
        return u;
      });
      sendJson(res, 200, userJson(loaded.row, loaded.identities));
      return;
    }
    throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  }

  // --- routing --------------------------------------------------------------------------------

  /**
   * Handles one `/auth/v1/*` request (the API key has already been checked).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path the path after `/auth/v1`
   * @param {URL} url
   */
  async function handle(req, res, path, url) {
    try {
      const route = `${req.method} ${path.replace(/\/+$/, '') || '/'}`;
      switch (route) {
        case 'POST /signup':
          return await signup(req, res);
        case 'POST /token':
          return await token(req, res, url);
        case 'GET /user':
          return await getUser(req, res);
        case 'PUT /user':
          return await updateUser(req, res);
        case 'POST /logout':
          return await logout(req, res, url);
        case 'GET /settings':
          return settings(req, res);
        case 'GET /health':
          return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'local GoTrue subset over PGlite' });
        case 'POST /recover':
          await body(req);
          return sendJson(res, 200, {}); // no mail is sent locally
        default:
          if (path.startsWith('/admin/')) return await admin(req, res, path.slice('/admin'.length));
          throw new AuthError(404, 'not_found', `Not found: ${req.method} /auth/v1${path}`);
      }
    } catch (e) {
      if (e instanceof AuthError) {
        if (e.status >= 500 && e.cause) log(`auth: ${e.message}: ${e.cause && e.cause.message}`);
        return sendAuthError(req, res, e);
      }
      log(`auth: unexpected error: ${(e && e.stack) || e}`);
      return sendAuthError(
        req,
        res,
        new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
      );
    }
  }

  return { handle };
}

/**
 * The externally visible origin of the request (used for the JWT `iss`).
 * @param {import('node:http').IncomingMessage} req
 */
function issuerBase(req) {
  const host = req.headers['x-forwarded-host'] || req.headers.host || 'localhost:54321';
  const proto = req.headers['x-forwarded-proto'] || 'http';
  return `${proto}://${host}`;
}

module.exports = { createAuth, AuthError, userJson, sendAuthError };
