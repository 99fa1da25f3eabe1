import * as migration_20261122_023001_initial from './20261122_023001_initial'
import * as migration_20261122_024318_agents_messages from './20261122_024318_agents_messages'
import * as migration_20261122_024534_accounts_email_codes from './20261122_024534_accounts_email_codes'
import * as migration_20261122_051512_properties_sorted_place_indexes from './20261122_051512_properties_sorted_place_indexes'

export const migrations = [
  {
    up: migration_20261122_023001_initial.up,
    down: migration_20261122_023001_initial.down,
    name: '20261122_023001_initial',
  },
  {
    up: migration_20261122_024318_agents_messages.up,
    down: migration_20261122_024318_agents_messages.down,
    name: '20261122_024318_agents_messages',
  },
  {
    up: migration_20261122_024534_accounts_email_codes.up,
    down: migration_20261122_024534_accounts_email_codes.down,
    name: '20261122_024534_accounts_email_codes',
  },
  {
    up: migration_20261122_051512_properties_sorted_place_indexes.up,
    down: migration_20261122_051512_properties_sorted_place_indexes.down,
    name: '20261122_051512_properties_sorted_place_indexes',
  },
]
