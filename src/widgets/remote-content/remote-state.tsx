import type { RemoteContent } from './use-remote-content';

/** What a widget says while its remote data is loading, when the answer holds none, and when it failed. */
export type RemoteMessages = Record<Exclude<RemoteContent<unknown>['status'], 'ready'>, string>;

/**
 * The whole widget while its remote data is not ready: one polite status message, marked with
 * `data-state="loading|empty|failed"`, in the widget's `base` part (`state` part).
 */
export function RemoteState({
  status,
  messages,
  label,
}: {
  status: keyof RemoteMessages;
  messages: RemoteMessages;
  /** The widget's accessible name. */
  label: string;
}) {
  return (
    <section part="base" aria-label={label}>
      <p part="state" role="status" data-state={status}>
        {messages[status]}
      </p>
    </section>
  );
}

/**
 * A notice in place of a widget's content (part `state state-{kind}`: `state-empty`,
 * `state-failed`, ...), with a retry button (part `button retry`) when the widget can try again.
 */
export function StateNotice({
  kind,
  text,
  retry,
}: {
  kind: string;
  text: string;
  retry?: { label: string; onRetry: () => void };
}) {
  return (
    <div part={`state state-${kind}`}>
      <p>{text}</p>
      {retry && (
        <button type="button" part="button retry" onClick={retry.onRetry}>
          {retry.label}
        </button>
      )}
    </div>
  );
}
