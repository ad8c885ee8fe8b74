/** Test helpers: the demo backend's address, console capture, and waiting for React. */
import { fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { defineElement, type ElementDefinition } from '../platform/runtime/define-element';

let backend: Promise<string> | undefined;

/** The demo backend started by web-test-runner.config.mjs, e.g. http://127.0.0.1:40123. */
export function backendUrl(): Promise<string> {
  backend ??= executeServerCommand<string, undefined>('backend-url').then((url) => url!);
  return backend;
}

export interface LoggedRequest {
  method: string;
  url: string;
  time: number;
}

/** What the demo backend was asked for whose URL contains `part` (its request log). */
export async function backendRequests(part: string): Promise<LoggedRequest[]> {
  const response = await fetch(`${await backendUrl()}/__backend/requests?path=${encodeURIComponent(part)}`);
  return (await response.json()) as LoggedRequest[];
}

/** Records console.error (or warn) calls until restored. */
export function captureConsole(method: 'error' | 'warn' = 'error') {
  const original = console[method];
  const messages: string[] = [];
  console[method] = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  return { messages, restore: () => void (console[method] = original) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function define(...definitions: ElementDefinition<any>[]) {
  for (const definition of definitions) defineElement(definition);
}

/**
 * Mounts `<tag>` with its attributes and children already in place when it connects, as a
 * server-rendered page has it (in a fixture, removed after the test).
 */
export async function mountElement(tag: string, attributes: Record<string, string>, children: string) {
  const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.innerHTML = children;
  wrapper.append(el);
  return el;
}

/**
 * Waits until the element's shadow root has rendered something matching `selector`: 5 s, for a
 * lazy view's chunk on a machine busy running other test files.
 */
export async function rendered<T extends Element = HTMLElement>(host: Element, selector = '*'): Promise<T> {
  await waitUntil(() => host.shadowRoot?.querySelector(selector), `<${host.localName}> did not render ${selector}`, {
    timeout: 5000,
  });
  return host.shadowRoot!.querySelector<T>(selector)!;
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** An element's shadow root. */
export const shadow = (element: Element): ShadowRoot => element.shadowRoot!;

/** The element of the shadow root whose `part` names `name`. */
export const part = <T extends Element = HTMLElement>(element: Element, name: string): T =>
  element.shadowRoot!.querySelector<T>(`[part~="${name}"]`)!;
