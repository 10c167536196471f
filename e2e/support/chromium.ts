/**
 * Debian's Chromium as the team starts it (/usr/bin/chromium): the journeys' browsers and the
 * benches' (bench/lighthouse.ts, bench/first-paint.ts) run with these flags.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
