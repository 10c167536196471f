export * from './auth';
export * from './chat';
export * from './content';
export * from './money';
export * from './notifications';
export * from './profiles';
export * from './projects';
export * from './services';
