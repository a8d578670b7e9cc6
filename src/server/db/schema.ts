/** Typed tables. Each migration that adds a table adds its interface here. */

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface DatabaseSchema {
  app_meta: AppMetaTable;
}
