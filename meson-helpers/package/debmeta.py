#!/usr/bin/python3
"""Debian package metadata from the app's own files (used by meson-helpers/package-deb.sh).

  debmeta.py changelog METAINFO PACKAGE VERSION MAINTAINER   Debian changelog from <release>s
  debmeta.py synopsis METAINFO                               control's one-line description
  debmeta.py description METAINFO                            control's extended description
  debmeta.py dlopen-depends SOURCES                          Depends for the dlopen()ed libraries

Text in other languages (xml:lang, merged in by meson's i18n.merge_file) is left out.
"""
import datetime
import email.utils
import glob
import os
import re
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET

LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def text(element):
    return " ".join("".join(element.itertext()).split())


def untranslated(parent, tag):
    return [e for e in parent.findall(tag) if LANG not in e.attrib]


def paragraphs(description):
    """(kind, text) for each <p> and list item, in order: kind is "p" or "li"."""
    for child in description:
        if LANG in child.attrib:
            continue
        if child.tag == "p":
            yield "p", text(child)
        elif child.tag in ("ul", "ol"):
            for item in untranslated(child, "li"):
                yield "li", text(item)


def version_key(version):
    return [int(p) if p.isdigit() else p for p in re.split(r"[.~+-]", version)]


def changelog(metainfo, package, version, maintainer):
    releases = ET.parse(metainfo).getroot().findall("releases/release")
    releases = [r for r in releases if version_key(r.get("version", "0")) <= version_key(version)]
    releases.sort(key=lambda r: version_key(r.get("version")), reverse=True)
    if not releases or releases[0].get("version") != version:
        sys.exit(f"debmeta.py: {metainfo} has no <release version=\"{version}\"> (meson.build's version)")
    entries = []
    for release in releases:
        lines = []
        description = release.find("description")
        for kind, words in paragraphs(description) if description is not None else []:
            first, rest = ("  * ", "    ") if kind == "p" else ("    - ", "      ")
            lines += textwrap.wrap(words, 79, initial_indent=first, subsequent_indent=rest)
        if not lines:
            lines = [f"  * Release {release.get('version')}."]
        if release.get("timestamp"):
            when = datetime.datetime.fromtimestamp(int(release.get("timestamp")), datetime.timezone.utc)
        else:
            day = datetime.date.fromisoformat(release.get("date", "1970-01-01")[:10])
            when = datetime.datetime(day.year, day.month, day.day, 12, tzinfo=datetime.timezone.utc)
        entries.append(
            f"{package} ({release.get('version')}) unstable; urgency=medium\n\n"
            + "\n".join(lines)
            + f"\n\n -- {maintainer}  {email.utils.format_datetime(when)}\n"
        )
    return "\n".join(entries)


def synopsis(metainfo):
    """The metainfo's summary, without a leading article (Debian's synopsis is a noun phrase)."""
    summary = text(untranslated(ET.parse(metainfo).getroot(), "summary")[0])
    words = summary.split(" ", 1)
    if len(words) == 2 and words[0].lower() in ("a", "an", "the"):
        summary = words[1][:1].upper() + words[1][1:]
    return summary


def description(metainfo):
    root = ET.parse(metainfo).getroot()
    lines = []
    for kind, words in paragraphs(root.find("description")):
        if lines and kind == "p":
            lines.append(" .")
        first, rest = (" ", " ") if kind == "p" else (" - ", "   ")
        lines += textwrap.wrap(words, 79, initial_indent=first, subsequent_indent=rest)
    return "\n".join(lines)


def dlopen_depends(sources):
    """Each `#define DD_*_LIBRARY "name"` naming a system library (ldconfig knows it): the
    package holding it, at the highest version its symbols file gives the functions named
    in the loader's C files (the directory above the header's include/)."""
    known = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    depends = []
    for header in sorted(glob.glob(os.path.join(sources, "**", "*.h"), recursive=True)):
        with open(header, encoding="utf-8") as f:
            for soname in re.findall(r'#define\s+DD_\w+_LIBRARY\s+"([^"/]+)"', f.read()):
                match = re.search(r"^\s*" + re.escape(soname) + r" \(libc6,x86-64\) => (\S+)", known, re.M)
                if not match:
                    continue  # not a system library: one of ours, in the package
                owner = subprocess.run(["dpkg", "-S", os.path.realpath(match.group(1))],
                                       capture_output=True, text=True, check=True).stdout
                pkg = owner.split(":")[0]
                loader = os.path.dirname(os.path.dirname(header))
                used = set()
                for c in glob.glob(os.path.join(loader, "*.c")):
                    with open(c, encoding="utf-8") as f:
                        used |= set(re.findall(r"\b[A-Za-z_]\w*\b", f.read()))
                symbols = subprocess.run(["dpkg-query", "--control-show", pkg, "symbols"],
                                         capture_output=True, text=True).stdout
                versions = [v for name, v in re.findall(r"^ (\w+)@\S+ (\S+)", symbols, re.M) if name in used]
                if versions:
                    floor = max(versions, key=version_key)
                    depends.append(f"{pkg} (>= {floor})")
                else:
                    depends.append(pkg)
    return ", ".join(depends)


if __name__ == "__main__":
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "changelog":
        print(changelog(*arguments), end="")
    elif command == "synopsis":
        print(synopsis(*arguments))
    elif command == "description":
        print(description(*arguments))
    elif command == "dlopen-depends":
        print(dlopen_depends(*arguments))
    else:
        sys.exit(__doc__)
