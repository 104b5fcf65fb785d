#!/usr/bin/env bash
# Makes sure SQLite's header and library are there for the dev server (Tools/api-server), whose
# database library GRDB links the system SQLite (Debian's libsqlite3-dev).
exec "$(dirname "$0")/ensure-dev-library.sh" sqlite3 libsqlite3-dev "the dev server links SQLite" sqlite3.h
