#!/usr/bin/env bash
# Compiles the app's GSettings schema (data/*.gschema.xml) into build/schemas for running
# from the source tree: run.sh points GSETTINGS_SCHEMA_DIR there (an installed app finds
# the schema meson installed and compiled). Without it the app runs on default settings.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p build/schemas
glib-compile-schemas --strict --targetdir=build/schemas data
