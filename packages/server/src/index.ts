// The door of @mall/server.
export { buildApp } from './app.ts';
export type { AppOptions } from './app.ts';
export type { Db, DbExecutor } from './db/db.ts';
export { openDatabase } from './db/open-database.ts';
export type { DatabaseOptions } from './db/open-database.ts';
export { migrate, readMigrations } from './db/migrate.ts';
export type { Migration } from './db/migrate.ts';
export { seedIfEmpty, seedFixtures } from './db/seed.ts';
export type { SeedOptions } from './db/seed.ts';
