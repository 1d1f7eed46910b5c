import type { FileStoreKind, ServerConfig } from '../core/config';
import type { Db } from '../core/Db';
import { dirFileStore } from './dirFileStore';
import type { FileStore } from './FileStore';
import { pgFileStore } from './pgFileStore';

const stores: Record<FileStoreKind, (config: ServerConfig, db: Db) => FileStore> = {
    dir: config => dirFileStore(config.fileDir),
    postgres: (_config, db) => pgFileStore(db),
};

/** The store `MC_FILE_STORE` names, for export files and their downloads. */
export const openFileStore = (config: ServerConfig, db: Db): FileStore => stores[config.fileStore](config, db);
