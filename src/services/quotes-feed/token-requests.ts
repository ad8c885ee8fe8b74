/**
 * The engine's tokens, fetched by the page: a request is a `token` event, the page's answer a
 * `token` command (engine-protocol.ts), and the socket's token refresher sees a fetch that
 * resolves or rejects as the page's did (an empty token stays a MissingTokenError).
 */
import type { EngineCommand } from './engine-protocol';
import { MissingTokenError } from './token-fetch';

type TokenAnswer = Extract<EngineCommand, { kind: 'token' }>;

export interface TokenRequests {
  fetchToken(): Promise<string>;
  answer(command: TokenAnswer): void;
}

export function createTokenRequests(ask: (id: number) => void): TokenRequests {
  const waiting = new Map<number, { resolve: (token: string) => void; reject: (error: Error) => void }>();
  let requests = 0;
  return {
    fetchToken() {
      const id = ++requests;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        ask(id);
      });
    },
    answer(command) {
      const request = waiting.get(command.id);
      waiting.delete(command.id);
      if (!request) return;
      if ('token' in command) return request.resolve(command.token);
      const { name, message } = command.error;
      request.reject(
        name === 'MissingTokenError' ? new MissingTokenError() : Object.assign(new Error(message), { name }),
      );
    },
  };
}
