import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
  redact: {
    // Card data and secrets never reach the logs.
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      '*.password',
      '*.cardNumber',
      '*.cvv',
      '*.card',
    ],
    censor: '[redacted]',
  },
});

export type Logger = typeof logger;
