export { createLiveHub, type LiveConnection, type LiveHub } from './hub';
export { LIVE_CHANNEL, publish } from './publish';
