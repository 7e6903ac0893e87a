export * from './progressQueries';
