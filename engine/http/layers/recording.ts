import type { Exchange } from '../../exchange.js';
import type { Layer } from './layer.js';

/** Hands each exchange, as the client gives it back, to whoever records the run (--record's HAR, the checks' traffic). */
export const recording =
  (onExchange: ((exchange: Exchange) => void) | undefined): Layer =>
  (next) =>
    onExchange
      ? async (request) => {
          const exchange = await next(request);
          onExchange(exchange);
          return exchange;
        }
      : next;
