import type { Extension } from '@electric-sql/pglite';

export declare const ulid: Extension;
