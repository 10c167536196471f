export { createLiveHub, type LiveConnection, type LiveHub } from './hub';
export { envelopes, LIVE_CHANNEL, publish } from './publish';
