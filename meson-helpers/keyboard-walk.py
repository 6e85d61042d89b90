#!/usr/bin/python3
"""Keyboard-only walk through every section of the real app, with real X key events.

Run by meson-helpers/test.sh on its virtual display (it needs an X display, a D-Bus
session bus, xdotool and python3-pyatspi). It starts .build/debug/drilldown on an empty
user-data folder and, for each home row: Down (to the next section), Return, checks
that the section opened with the focus on its first control (a list's first row) and
that every control on screen is named once (no "Edit Edit", no "_Save", no unnamed
button), then Escape, and checks that the focus is back on that section's home row.
Exit status 0 when every step held, 1 otherwise (each failure is printed).
"""
import os, re, subprocess, sys, tempfile, time

import pyatspi

BINARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "debug", "drilldown")
failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


def wait(condition, timeout=10.0):
    end = time.time() + timeout
    while time.time() < end:
        try:
            value = condition()
            if value:
                return value
        except Exception:
            pass
        time.sleep(0.05)
    return None


def app():
    for a in pyatspi.Registry.getDesktop(0):
        if a is not None and a.name == "drilldown":
            return a
    return None


def frame():
    a = app()
    return next((c for c in a if c.getRoleName() == "frame"), None) if a else None


def visible(n):
    st = n.getState()
    return st.contains(pyatspi.STATE_VISIBLE) or st.contains(pyatspi.STATE_SHOWING)


def nodes(root):
    """Visible nodes with a box (GTK 4.8 marks only windows SHOWING)."""
    stack = [root]
    while stack:
        n = stack.pop()
        if n is None or not visible(n):
            continue
        yield n
        stack.extend(reversed([c for c in n]))


def has_box(n):
    try:
        e = n.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return e.width > 0 and e.height > 0
    except Exception:
        return False


def focused():
    f = frame()
    if f is None:
        return None
    for n in nodes(f):
        if n.getState().contains(pyatspi.STATE_FOCUSED):
            return n
    return None


def key(*names):
    subprocess.run(["xdotool", "key", "--delay", "60", *names], check=True)
    time.sleep(0.15)


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
    env = dict(os.environ, XDG_DATA_HOME=data, GTK_A11Y="atspi")
    env.pop("NO_AT_BRIDGE", None)
    proc = subprocess.Popen([BINARY], env=env)
    try:
        if not wait(lambda: frame() is not None and frame().name == "Drilldown", 60):
            names = [a.name for a in pyatspi.Registry.getDesktop(0) if a is not None]
            print(f"FAIL: the window did not appear (applications: {names}, frame: {frame().name if frame() else None!r})"); return 1
        subprocess.run(["xdotool", "search", "--sync", "--name", "^Drilldown$", "windowfocus", "--sync"],
                       check=False, timeout=10)
        home = next(n for n in nodes(frame()) if n.getRoleName() == "list" and n.name == "GtkListBox")
        titles = [row[0][0][0].name for row in home if row.getRoleName() == "list item"]
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
            f = wait(focused, 5)
            if f is None:
                fail(f"{title}: nothing has the focus")
            elif f.name.startswith("Back to"):
                fail(f"{title}: the focus is on the back button")
            elif f.getRoleName() == "list item" and f.parent is not None and f.parent.getRoleName() == "list" \
                    and f.parent.name != "GtkListBox" and f.getIndexInParent() != 0:
                fail(f"{title}: the focus is on row {f.getIndexInParent()} ({f.name!r}), not the first row")
            print(f"ok   {title}: focus on {f.getRoleName() if f else None} {f.name if f else None!r}", flush=True)
            audit_names(title)
            key("Escape")
            if not wait(lambda: frame().name == "Drilldown", 10):
                fail(f"{title}: Escape did not go back (window: {frame().name!r})")
                key("Escape")
                wait(lambda: frame().name == "Drilldown", 5)
            if not wait(lambda: focused() is not None and focused().name.startswith(title + ","), 5):
                f = focused()
                fail(f"{title}: back on Home, the focus is on {f.name if f else None!r}, not the section's row")
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
    print(f"keyboard walk: {len(titles)} sections, {len(failures)} failures", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
