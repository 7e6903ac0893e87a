export * from './CountBars';
