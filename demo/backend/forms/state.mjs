/**
 * The demo's in-memory state: profiles (leads and clients), and the one-time ids it issued
 * (SMS codes, captcha tokens). Passwords are kept only as SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { normalisePhone } from './field-rules.mjs';

/** Signs in from the first start: demo@example.com / Demo1234, or +44 7700 900123 / Demo1234. */
export const DEMO_ACCOUNT = { email: 'demo@example.com', phone: '+447700900123', password: 'Demo1234' };
/** Signs in with a one-time SMS code after the password: sms@example.com / Demo1234. */
export const SMS_ACCOUNT = { email: 'sms@example.com', phone: '+447700900456', password: 'Demo1234' };
/** The demo sends no SMS: every one-time code it "sends" is this one. */
export const DEMO_SMS_CODE = '123456';

/** A profile's identity, never changed by what a form sends. */
const FIXED_FIELDS = new Set([
  'profile_id',
  'client_id',
  'email',
  'status',
  'is_email_verified',
  'password_confirm',
  'password_hash',
  'two_factor',
]);

const hashPassword = (password) => createHash('sha256').update(String(password)).digest('hex');
export const randomId = (bytes = 16) => randomBytes(bytes).toString('hex');

/** What the API tells about a profile: never the password hash. */
export const profileView = ({ profile_id, client_id, email, status, is_email_verified }) => ({
  profile_id,
  client_id,
  email,
  status,
  is_email_verified,
});

export function createState() {
  const profiles = [];
  let nextProfileId = 100001;
  let nextClientId = 5000001;

  const state = {
    smsCodeIds: new Set(),
    captchaTokens: new Set(),
    findByEmail: (email) => profiles.find((profile) => profile.email === String(email).trim().toLowerCase()),
    findByPhone: (phone) => profiles.find((profile) => profile.phone === normalisePhone(phone)),
    findById: (id) => profiles.find((profile) => profile.profile_id === Number(id)),
    checkPassword: (profile, password) => profile.password_hash === hashPassword(password),
    /** A new lead or client, or the lead upgraded when its email signs up as a client. */
    save(fields, status) {
      const profile = state.findByEmail(fields.email) ?? {
        profile_id: nextProfileId++,
        client_id: nextClientId++,
        email: String(fields.email).trim().toLowerCase(),
        is_email_verified: false,
      };
      if (!profiles.includes(profile)) profiles.push(profile);
      if (profile.status !== 'client') profile.status = status;
      return state.update(profile, fields);
    },
    /** Stores what a form sent, but never the identity fields. */
    update(profile, fields) {
      for (const [name, value] of Object.entries(fields)) {
        if (name === 'password') profile.password_hash = hashPassword(value);
        else if (name === 'phone') profile.phone = normalisePhone(value);
        else if (!FIXED_FIELDS.has(name)) profile[name] = value;
      }
      return profile;
    },
  };
  state.save(DEMO_ACCOUNT, 'client').is_email_verified = true;
  Object.assign(state.save(SMS_ACCOUNT, 'client'), { is_email_verified: true, two_factor: true });
  return state;
}
