#!/usr/bin/python3
"""Run by meson-helpers/package-check.sh inside the Debian root, beside the installed app:
waits (up to 120 s) until the app's window shows the home page, read through AT-SPI as a
screen reader reads it: a frame named "Drilldown" holding a list whose rows are the
sections. Prints the rows; exit status 0 when seen, 1 when not."""
import sys
import time

import pyatspi

WANTED = ["Drill Down", "Countries", "Coffee List", "To-Do", "My Zoo", "Recipes", "City Guide", "Books", "Trends",
          "Touch"]


def nodes(root):
    stack = [root]
    while stack:
        n = stack.pop()
        if n is None:
            continue
        yield n
        stack.extend(list(n))


def row_title(row):
    """A home row's title: its accessible name is "Title, subtitle" (its labels are hidden)."""
    return row.name.split(", ", 1)[0]


def home():
    for a in pyatspi.Registry.getDesktop(0):
        if a is None or a.name != "drilldown":
            continue
        for frame in a:
            if frame.getRoleName() != "frame" or frame.name != "Drilldown":
                continue
            for n in nodes(frame):
                if n.getRoleName() == "list":
                    titles = [row_title(r) for r in n if r.getRoleName() == "list item"]
                    if titles[: len(WANTED)] == WANTED:
                        return frame.name, titles
    return None


end = time.time() + 120
seen = None
while time.time() < end and seen is None:
    try:
        seen = home()
    except Exception:
        seen = None
    if seen is None:
        time.sleep(0.25)
if seen is None:
    print("home page: not seen in 120 s", flush=True)
    sys.exit(1)
print(f"home page: window {seen[0]!r}, rows: {', '.join(seen[1])}", flush=True)
