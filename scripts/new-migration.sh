#!/usr/bin/env bash
# Generates and commits one migration from the schema files named, on top of HEAD, under a lock.
#   bash scripts/new-migration.sh <name> <file>...
#   CUSTOM=1 bash scripts/new-migration.sh <name>     (an empty migration for hand-written SQL)
# <file>: every file (repo-relative) the schema change needs that HEAD lacks: the schema-*.ts file,
# the contract it imports from. Those files are committed with the migration, in one commit, so
# migrations made by several people at once stay in one chain and never pick up another's
# unfinished tables.
set -euo pipefail
name=$1; shift
repo=$(git rev-parse --show-toplevel)
exec 9>/tmp/gas-new-migration.lock
flock 9
tree=$(mktemp -d /tmp/migration-tree.XXXXXX)
trap 'git -C "$repo" worktree remove --force "$tree" >/dev/null 2>&1 || true' EXIT
git -C "$repo" worktree add -q --detach "$tree" HEAD
# The packages from the main tree, but @gas/shared from this tree: contracts others are still
# editing must not reach this migration.
mkdir "$tree/node_modules"
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do
  [ "$(basename "$entry")" = "@gas" ] || ln -s "$entry" "$tree/node_modules/"
done
mkdir "$tree/node_modules/@gas"
ln -s "$tree/packages/shared" "$tree/node_modules/@gas/shared"
for file in "$@"; do mkdir -p "$tree/$(dirname "$file")"; cp "$repo/$file" "$tree/$file"; done
# CUSTOM=1: an empty migration for hand-written SQL (functions, triggers), to fill in and commit.
(cd "$tree/apps/server" && npx drizzle-kit generate --name "$name" ${CUSTOM:+--custom})
cp -r "$tree/apps/server/drizzle/." "$repo/apps/server/drizzle/"
git -C "$repo" add -- apps/server/drizzle "$@"
git -C "$repo" commit -q -m "Migration $name: $*" -- apps/server/drizzle "$@"
git -C "$repo" log --oneline -1
