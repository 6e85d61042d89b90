#!/usr/bin/python3
"""Prints this machine's Debian bookworm sources as one-line "deb URI SUITE COMPONENTS"
entries (for mmdebstrap, meson-helpers/package-check.sh), from /etc/apt/sources.list
(one-line format) and /etc/apt/sources.list.d/*.sources (deb822). Only enabled `deb`
entries whose suite is bookworm or a bookworm-* suite: the other vendors' repositories
are left out."""
import glob
import re


def deb822(path):
    with open(path, encoding="utf-8") as f:
        for stanza in re.split(r"\n\s*\n", f.read()):
            fields = {}
            for line in stanza.splitlines():
                if line.startswith("#") or not line.strip():
                    continue
                if ":" in line and not line.startswith(" "):
                    key, _, value = line.partition(":")
                    fields[key.strip().lower()] = value.strip()
            if fields.get("enabled", "yes").lower() == "no" or "deb" not in fields.get("types", "").split():
                continue
            for uri in fields.get("uris", "").split():
                for suite in fields.get("suites", "").split():
                    yield uri, suite, fields.get("components", "main")


def one_line(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            words = re.sub(r"\[[^]]*\]", "", line.split("#")[0]).split()
            if len(words) >= 3 and words[0] == "deb":
                yield words[1], words[2], " ".join(words[3:]) or "main"


entries = []
for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
    try:
        entries += one_line(path)
    except OSError:
        pass
for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
    entries += deb822(path)
for uri, suite, components in entries:
    if suite == "bookworm" or suite.startswith("bookworm-"):
        print(f"deb {uri} {suite} {components}")
