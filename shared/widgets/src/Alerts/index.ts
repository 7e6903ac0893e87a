export * from './alertQueries';
export * from './AlertsBell';
