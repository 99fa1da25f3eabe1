import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * No schema change: the branches of issues 20–24 each generated their migration from the same parent
 * snapshot, so each one's JSON lacks the others' changes. This migration only carries the JSON snapshot
 * of the merged schema (every earlier migration applied), so the next `migrate:create` diffs against it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
