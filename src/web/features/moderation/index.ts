/*
 * What other features use of moderation. ContentMenu and HiddenNotice load their chunk (and the
 * moderation catalogue) only when shown; the Eager ones are for pages that load them anyway.
 */
export { BlockNotice } from './components/block-button';
export { BlockedList } from './components/blocked-list';
export { BlockedPairNotice, useBlockedPair } from './components/blocked-pair';
export { ContentMenu as EagerContentMenu } from './components/content-menu';
export { HiddenNotice as EagerHiddenNotice } from './components/hidden-notice';
export { ContentMenu } from './components/lazy-content-menu';
export { HiddenNotice } from './components/lazy-hidden-notice';
