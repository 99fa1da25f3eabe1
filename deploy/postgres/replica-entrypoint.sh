#!/bin/sh
# A hot standby of `db`: on first start it copies the primary (pg_basebackup, with a replication
# slot so the primary keeps the WAL it has not streamed yet) and writes standby.signal and the
# connection (-R); then, and on every later start, it runs PostgreSQL, which streams from the primary.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h db -U "$POSTGRES_USER"; do sleep 1; done
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h db -U replicator -D "$PGDATA" -X stream -R -C -S replica1 -P
  chmod 0700 "$PGDATA"
fi
exec docker-entrypoint.sh postgres -c hot_standby=on
