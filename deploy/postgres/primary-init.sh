#!/bin/sh
# Runs once, when the primary's data directory is first created (docker-entrypoint-initdb.d):
# a role that may stream WAL to the replica, and the line that lets it connect.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -c "CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD}'"
echo "host replication replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
