import {
  EMAIL_PATTERN,
  isValidEmail,
  isValidUsername,
  MSG_PASSWORD_TOO_MANY_BYTES,
  MSG_USERNAME,
  MSG_USERNAME_RULE,
  PASSWORD_RULE,
  USERNAME_RULE,
  normalizeUsername,
  validateCountry,
  validateLogin,
  validateSignup,
  validateUsername,
} from '../src';

describe('EMAIL_PATTERN (spec §5)', () => {
  it.each([
    'a@b.co',
    'john.doe@example.com',
    'john+tag@example.com',
    'first-last@mail.example.org',
    'under_score@sub-domain.example.io',
    'x1@y2.abc',
  ])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'john@',
    'john@example',
    'john@example.c',
    'john@.com',
    'jo hn@example.com',
    'john@exa mple.com',
    'john@@example.com',
    'jo!hn@example.com',
    'john@example.com.',
  ])('rejects %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it('isValidEmail ignores surrounding spaces and non-strings', () => {
    expect(isValidEmail('  a@b.co ')).toBe(true);
    expect(isValidEmail(undefined)).toBe(false);
  });
});

describe('validateLogin', () => {
  it('requires every field', () => {
    expect(validateLogin({ email: '', password: 'secret' })).toBe('All fields must be filled out');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('All fields must be filled out');
    expect(validateLogin({ email: '   ', password: 'x' })).toBe('All fields must be filled out');
  });
  it('checks the email pattern', () => {
    expect(validateLogin({ email: 'nope', password: 'secret' })).toBe('Must provide valid email');
  });
  it('passes valid input', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'secret' })).toBeNull();
  });
});

describe('validateSignup', () => {
  const ok = { email: 'a@b.co', username: 'alice', country: 'Canada', password: 'secret1', confirm: 'secret1' };

  it('passes valid input', () => {
    expect(validateSignup(ok)).toBeNull();
  });
  it('requires every field and names the blank ones', () => {
    expect(validateSignup({ ...ok, username: '', confirm: '' })).toEqual({
      message: 'All fields must be filled out',
      fields: ['username', 'confirm'],
    });
  });
  it('checks the email', () => {
    expect(validateSignup({ ...ok, email: 'bad@x' })).toEqual({ message: 'Must provide valid email', fields: ['email'] });
  });
  it('checks the country is listed', () => {
    expect(validateSignup({ ...ok, country: 'Atlantis' })).toEqual({
      message: 'Must select a valid country',
      fields: ['country'],
    });
  });
  it('checks the password length', () => {
    expect(validateSignup({ ...ok, password: '12345', confirm: '12345' })).toEqual({
      message: 'Password must be at least 6 characters',
      fields: ['password'],
    });
  });
  it('checks the confirmation', () => {
    expect(validateSignup({ ...ok, confirm: 'secret2' })).toEqual({
      message: 'Passwords must match',
      fields: ['password', 'confirm'],
    });
  });
  it('checks rules in order (required before email before country)', () => {
    expect(validateSignup({ ...ok, email: 'bad', country: 'Atlantis', password: '' })?.message).toBe('All fields must be filled out');
    expect(validateSignup({ ...ok, email: 'bad', country: 'Atlantis' })?.message).toBe('Must provide valid email');
  });
});

describe('validateUsername / validateCountry', () => {
  const msg = 'Error updating username. Please check your network connection and try again.';
  it('needs at least 3 characters', () => {
    expect(validateUsername('ab')).toBe(msg);
    expect(validateUsername('  ab  ')).toBe(msg);
    expect(validateUsername('')).toBe(msg);
    expect(validateUsername('abc')).toBeNull();
  });
  it('needs a listed country', () => {
    expect(validateCountry('')).toBe('Please select a country.');
    expect(validateCountry(null)).toBe('Please select a country.');
    expect(validateCountry('Narnia')).toBe('Please select a valid country from the provided list.');
    expect(validateCountry('United Kingdom')).toBeNull();
  });
});

describe('the username rule and the 72-byte password limit, before asking the server', () => {
  const base = { email: 'a@b.co', username: 'alice', country: 'Canada', password: 'secret-123', confirm: 'secret-123' };

  it.each([
    ['abc', true],
    ['  abc  ', true],
    ['x'.repeat(30), true],
    ['Ab.c-d_9', true],
    ['...', true],
    ['ab', false],
    ['x'.repeat(31), false],
    ['us\u0435r', false], // a Cyrillic е for a Latin e: the look-alike the rule exists for
    ['b\u03bfb', false], // a Greek ο
    ['\uff55\uff53\uff45\uff52', false], // full-width letters
    ['Jose\u0301', false],
    ['caf\u00e9', false],
    ['😀😀😀', false],
    ['two words', false],
    ['me@home', false],
    ['\u200B\u200B\u200B\u200B', false],
    ['abc\u202Eevil', false],
    ['ab\u00ADcd', false],
    ['abc\u0007', false],
  ])('isValidUsername(%p) is %p', (name, ok) => {
    expect(isValidUsername(name)).toBe(ok);
    expect(validateSignup({ ...base, username: name })).toEqual(ok ? null : { message: MSG_USERNAME_RULE, fields: ['username'] });
    expect(validateUsername(name)).toBe(ok ? null : MSG_USERNAME);
  });

  it('the rule is said in words before submit', () => {
    expect(USERNAME_RULE).toBe('3 to 30 characters: English letters (a–z), digits, and _ . - only (no spaces, accents or emoji).');
    expect(MSG_USERNAME_RULE).toBe('Username must be 3 to 30 characters: English letters, digits, _ . or - (no spaces, accents or emoji)');
  });

  it('a name stored under the older rule may be re-saved unchanged, but not renamed to another such name', () => {
    expect(validateUsername('Zoë 😀', 'Zoë 😀')).toBeNull();
    expect(validateUsername(' Zoë 😀 ', 'Zoë 😀')).toBeNull();
    expect(validateUsername('Zoë 😀😀', 'Zoë 😀')).toBe(MSG_USERNAME);
    expect(validateUsername('zoe_2', 'Zoë 😀')).toBeNull();
  });

  it('normalizes like the server: trimmed, NFC', () => {
    expect(normalizeUsername('  Jose\u0301 ')).toBe('José');
  });

  it('passwords are limited to 72 UTF-8 bytes, said as bytes', () => {
    expect(validateSignup({ ...base, password: 'p'.repeat(72), confirm: 'p'.repeat(72) })).toBeNull();
    expect(validateSignup({ ...base, password: 'p'.repeat(73), confirm: 'p'.repeat(73) })).toEqual({
      message: MSG_PASSWORD_TOO_MANY_BYTES,
      fields: ['password'],
    });
    // 37 characters, 74 bytes: refused although under 72 characters.
    expect(validateSignup({ ...base, password: 'é'.repeat(37), confirm: 'é'.repeat(37) })?.message).toBe(
      'Password cannot be longer than 72 bytes — fewer characters if it has accents or emoji',
    );
    expect(validateSignup({ ...base, password: 'é'.repeat(36), confirm: 'é'.repeat(36) })).toBeNull();
    expect(PASSWORD_RULE).toBe('At least 6 characters and at most 72 bytes — fewer characters if it has accents or emoji.');
  });
});
