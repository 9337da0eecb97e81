/// <reference lib="webworker" />
import { createAppTokenCounter } from './rank-tier-source.ts';
import { TokenCountService } from './token-count-service.ts';
import type { TokenCounterRequest, TokenCounterResponse } from './token-counter-shared.ts';

// The worker entry: everything it does is the service's; this file only wires it to the message port.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const service = new TokenCountService(
  (response: TokenCounterResponse) => scope.postMessage(response),
  createAppTokenCounter(),
);

scope.addEventListener('message', (event: MessageEvent<TokenCounterRequest>) => service.handle(event.data));
