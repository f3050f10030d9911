export * from './providers/index.js';
