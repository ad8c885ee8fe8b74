/**
 * `/__scope/{scope}/...` serves the same forms, account and registration APIs, whose faults
 * are that scope's alone: a test file that points its page there can fault a list or a config
 * without touching the files running beside it.
 */
const SCOPED = /^\/__scope\/([\w-]{1,64})(\/.*)$/;

/** The request's scope (null without the prefix) and its path without the prefix or query. */
export function scopeOf(url) {
  const path = url.split('?')[0];
  const match = SCOPED.exec(path);
  return match ? { scope: match[1], path: match[2] } : { scope: null, path };
}
