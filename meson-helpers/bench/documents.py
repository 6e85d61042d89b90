"""Writes the document file set of meson-helpers/bench-importers.sh: the same content
as JSON, XML property list and binary property list (plistlib) for each shape.

  tree      nested dictionaries and arrays, five levels, mixed values
  flat      one array of 1 kB objects of prose, numbers and booleans
  dense     one array of small objects of short keys and small values
  accented  the flat shape with its text in accented and non-Latin letters

The JSON form is about MEGABYTES (tree and dense: 60 % of it, so that their XML form,
three times larger, stays under the 256 MB file limit); the XML form is written
without indentation (white space between elements means nothing in a property list).

Usage: python3 documents.py DIR MEGABYTES   (files already there are kept)
"""
import json
import os
import plistlib
import sys

ASCII = "A row of a flat document, long enough to be shortened for its subtitle like real prose. "
ACCENTED = "Caffè corretto für Zürich, «très» Αθήνα καφές, 東京のコーヒー — crème brûlée, señor. "


def flat_row(index, text):
    return {"id": index, "title": f"Row {index}", "summary": text * 6, "url": f"https://example.org/rows/{index}",
            "price": index * 0.25, "count": index % 977, "ok": index % 2 == 0, "note": (text * 6)[:400],
            "tag": "flat"}


def dense_row(index):
    return {"id": index, "ok": index % 3 == 0, "v": index % 1000 / 8, "s": f"k{index % 100}"}


def tree_group(index):
    return {f"item {k}": {"name": f"Item {index}.{k}", "details": {"size": k * 7, "ratio": k / 4,
                          "tags": ["red", "green", f"t{k}"], "more": {"deep": [k, {"leaf": f"x{index}"}]}}}
            for k in range(8)}


def document(shape, megabytes):
    # About how many bytes of JSON one element takes, to reach the size wanted.
    if shape == "tree":
        per, make = len(json.dumps(tree_group(0))), tree_group
    elif shape == "dense":
        per, make = len(json.dumps(dense_row(0))) + 2, dense_row
    else:
        text = ASCII if shape == "flat" else ACCENTED
        per = len(json.dumps(flat_row(0, text), ensure_ascii=False).encode())
        def make(index):
            return flat_row(index, text)
    scale = 0.6 if shape in ("tree", "dense") else 1.0
    count = int(megabytes * scale * 1024 * 1024) // per
    if shape == "tree":
        return {f"section {s}": {f"group {g}": make(s * 100 + g) for g in range(100)} for s in range(count // 100 + 1)}
    return [make(index) for index in range(count)]


def main():
    directory, megabytes = sys.argv[1], int(sys.argv[2])
    os.makedirs(directory, exist_ok=True)
    for shape in ["tree", "flat", "dense", "accented"]:
        paths = {kind: os.path.join(directory, f"{shape}-{megabytes}MB.{kind}")
                 for kind in ["json", "xml.plist", "binary.plist"]}
        if all(os.path.exists(path) and os.path.getsize(path) > 0 for path in paths.values()):
            continue
        value = document(shape, megabytes)
        with open(paths["json"], "w", encoding="utf-8") as out:
            json.dump(value, out, ensure_ascii=False, separators=(",", ":"))
        with open(paths["xml.plist"], "wb") as out:
            text = plistlib.dumps(value, fmt=plistlib.FMT_XML, sort_keys=False)
            out.write(b"\n".join(line.lstrip(b"\t") for line in text.split(b"\n")))
        with open(paths["binary.plist"], "wb") as out:
            plistlib.dump(value, out, fmt=plistlib.FMT_BINARY, sort_keys=False)


main()
