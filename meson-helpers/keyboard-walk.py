#!/usr/bin/python3
"""Keyboard-only walk through every section of the real app, with real X key events.

Run by meson-helpers/test.sh on its virtual display (it needs an X display, a D-Bus
session bus, xdotool and python3-pyatspi). It starts .build/debug/drilldown on an empty
user-data folder and, for each home row: Down (to the next section), Return, checks
that the section opened with the focus on its first control (a list's first row) and
that every control on screen is named once (no "Edit Edit", no "_Save", no unnamed
button), then Escape, and checks that the focus is back on that section's home row.
Then the regions and shortcuts: one Tab from the first home row reaches the toolbar's
Info and Shift+Tab comes back to that row; Info's dialog gives the focus back to the
Info button when Escape closes it; Ctrl+F searches Home and a list wherever the focus
is; Tab leaves a list and Shift+Tab comes back to its row; on Formats, Tab reaches the
phone field in one press per section. Nothing that has the focus may be unnamed.
Exit status 0 when every step held, 1 otherwise (each failure is printed).
"""
import os, re, subprocess, sys, tempfile, time

import pyatspi

from atspi_walk import app, app_environment, describe, frame, has_box, nodes, start_app, stop, wait, windows
import atspi_walk

failures = []


def focused():
    """The focus in the main window."""
    f = frame()
    return atspi_walk.focused([f]) if f is not None else None


def focused_anywhere():
    return atspi_walk.focused()


def frames():
    return windows()


def key(*names):
    atspi_walk.key(*names, settle=0.15)


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


def check_named(where):
    f = focused()
    if f is not None and not (f.name or "").strip():
        fail(f"{where}: the focus is on an unnamed {f.getRoleName()}")


def row_title(row):
    """A home row's title: its first label, however deep the row's layout nests it."""
    stack = [row]
    while stack:
        n = stack.pop()
        if n is not None and n is not row and n.getRoleName() == "label":
            return n.name
        stack.extend(reversed([c for c in n] if n is not None else []))
    return row.name


def home_row(title):
    f = focused()
    return f is not None and f.name.startswith(title + ",")


# What entering a section focuses: its first row, except on these pages.
ENTRY_ROLE = {"Touch": "image", "Info": "label"}

DOUBLED = re.compile(r"^(.+) \1$")
MNEMONIC = re.compile(r"(^|\s)_\w")


def audit_names(where):
    f = frame()
    for n in nodes(f):
        if n.getRoleName() not in ("push button", "toggle button") or not has_box(n):
            continue
        name = n.name or ""
        if DOUBLED.match(name):
            fail(f"{where}: button named twice: {name!r}")
        if MNEMONIC.search(name):
            fail(f"{where}: mnemonic underscore in {name!r}")
        if not name.strip():
            fail(f"{where}: unnamed button at {n.queryComponent().getExtents(pyatspi.WINDOW_COORDS)}")


def main():
    data = tempfile.mkdtemp()
    proc = start_app(app_environment(XDG_DATA_HOME=data))
    try:
        if not wait(lambda: frame() is not None and frame().name == "Drilldown", 60):
            names = [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None]
            print(f"FAIL: the window did not appear (applications: {names}, frame: {frame().name if frame() else None!r})"); return 1
        subprocess.run(["xdotool", "search", "--sync", "--name", "^Drilldown$", "windowfocus", "--sync"],
                       check=False, timeout=10)
        home = next(n for n in nodes(frame()) if n.getRoleName() == "list"
                    and any(c.getRoleName() == "list item" and c.name.startswith("Drill Down,") for c in n))
        titles = [row_title(row) for row in home if row.getRoleName() == "list item"]
        if not wait(lambda: focused() is not None and focused().name.startswith(titles[0] + ","), 10):
            fail("Home does not start on its first row")
        audit_names("Drilldown")
        for index, title in enumerate(titles):
            if index > 0:
                key("Down")
            key("Return")
            expected = "Root" if index == 0 else title
            if not wait(lambda: frame().name == expected, 10):
                fail(f"{title}: Return did not open it (window: {frame().name!r})")
                continue
            time.sleep(0.4)  # the slide; then the page places the focus
            # A page still reading its data (Books, Trends) focuses its first row once read.
            role = ENTRY_ROLE.get(title, "list item")
            wait(lambda: focused() is not None and focused().getRoleName() == role, 30)
            f = wait(focused, 5)
            if f is None:
                fail(f"{title}: nothing has the focus")
            elif f.name.startswith("Back to"):
                fail(f"{title}: the focus is on the back button")
            elif f.getRoleName() != role:
                fail(f"{title}: the focus is on {describe(f)}, not a {role}")
            elif f.getRoleName() == "list item" and f.parent is not None and f.parent.getRoleName() == "list" \
                    and f.getIndexInParent() != 0:
                fail(f"{title}: the focus is on row {f.getIndexInParent()} ({f.name!r}), not the first row")
            print(f"ok   {title}: focus on {f.getRoleName() if f else None} {f.name if f else None!r}", flush=True)
            check_named(title)
            audit_names(title)
            key("Escape")
            if not wait(lambda: frame().name == "Drilldown", 10):
                fail(f"{title}: Escape did not go back (window: {frame().name!r})")
                key("Escape")
                wait(lambda: frame().name == "Drilldown", 5)
            if not wait(lambda: focused() is not None and focused().name.startswith(title + ","), 5):
                f = focused()
                fail(f"{title}: back on Home, the focus is on {f.name if f else None!r}, not the section's row")
        regions_and_shortcuts(titles)
    finally:
        stop(proc)
    print(f"keyboard walk: {len(titles)} sections, {len(failures)} failures", flush=True)
    return 1 if failures else 0


def open_section(titles, title):
    """From Home (focus on the first row): Down to `title`, Return, wait for the page."""
    for _ in range(titles.index(title)):
        key("Down")
    key("Return")
    if not wait(lambda: frame().name == title, 10):
        fail(f"{title}: did not open")
        return False
    time.sleep(0.4)
    return True


def back_home(titles):
    key("Escape")
    wait(lambda: frame().name == "Drilldown", 5)
    key("Home")  # the first row again
    wait(lambda: home_row(titles[0]), 5)


def regions_and_shortcuts(titles):
    first = titles[0]
    key("Home")
    if not wait(lambda: home_row(first), 5):
        fail(f"Home: Home did not focus {first!r} (focus on {describe(focused())})")
        return
    # One Tab from the list of sections to the toolbar's Info, Shift+Tab back.
    key("Tab")
    if not wait(lambda: focused() is not None and focused().name == "Info", 5):
        fail(f"Home: Tab from the first row went to {describe(focused())}, not Info")
    else:
        print("ok   Home: one Tab from the first row reaches Info", flush=True)
        # Info's dialog, then Escape: the focus is back on the Info button.
        key("Return")
        if not wait(lambda: any(f.name == "Info" for f in frames()), 10):
            fail("Info: Return on the Info button did not open the dialog")
        else:
            time.sleep(0.3)
            key("Escape")
            if not wait(lambda: not any(f.name == "Info" for f in frames()), 5):
                fail("Info: Escape did not close the dialog")
            elif not wait(lambda: focused() is not None and focused().name == "Info", 5):
                fail(f"Info: after the dialog the focus is on {describe(focused_anywhere())}, not the Info button")
            else:
                print("ok   Info: the dialog gives the focus back to the Info button", flush=True)
    key("shift+Tab")
    if not wait(lambda: home_row(first), 5):
        fail(f"Home: Shift+Tab from Info went to {describe(focused())}, not {first!r}")
    # Ctrl+F on Home opens the search of every section; Escape closes it.
    key("ctrl+f")
    if not wait(lambda: focused() is not None and focused().getRoleName() in ("text", "entry"), 5):
        fail(f"Home: Ctrl+F did not focus the search field (focus on {describe(focused())})")
    else:
        print("ok   Home: Ctrl+F searches", flush=True)
    key("Escape")
    wait(lambda: home_row(first), 5)

    # A list: Tab leaves it, Shift+Tab comes back to its row; Ctrl+F from the header bar.
    title = "Coffee List"
    if title in titles and open_section(titles, title):
        key("Down", "Down")
        row = focused()
        key("Tab")
        after = focused()
        if after is None or (row is not None and after.getRoleName() == "list item"):
            fail(f"{title}: Tab stayed in the list ({describe(after)})")
        check_named(f"{title} after Tab")
        key("shift+Tab")
        if row is None or not wait(lambda: focused() is not None and focused().name == row.name, 5):
            fail(f"{title}: Shift+Tab came back to {describe(focused())}, not {describe(row)}")
        else:
            print(f"ok   {title}: Tab leaves the list, Shift+Tab comes back to {row.name!r}", flush=True)
        key("Tab")
        key("ctrl+f")
        if not wait(lambda: focused() is not None and focused().getRoleName() in ("text", "entry"), 5):
            fail(f"{title}: Ctrl+F outside the list did not focus the search field ({describe(focused())})")
        else:
            print(f"ok   {title}: Ctrl+F searches from outside the list", flush=True)
        key("Escape")
        time.sleep(0.3)
        back_home(titles)

    # Formats: one Tab per section to the phone field (there were 38).
    title = "Formats"
    if title in titles and open_section(titles, title):
        presses = 0
        while presses < 20:
            key("Tab")
            presses += 1
            f = focused()
            if f is not None and f.name == "Phone number":
                break
        if presses >= 20:
            fail(f"{title}: 20 Tabs did not reach the phone field")
        elif presses > 10:
            fail(f"{title}: {presses} Tabs to the phone field")
        else:
            print(f"ok   {title}: {presses} Tabs to the phone field", flush=True)
        back_home(titles)


if __name__ == "__main__":
    sys.exit(main())
