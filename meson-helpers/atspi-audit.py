#!/usr/bin/python3
"""Accessibility audit of the real app as a screen reader sees it: the AT-SPI tree.

Run by meson-helpers/test.sh (the full run) on its virtual display (it needs an X display,
a D-Bus session bus, xdotool and python3-pyatspi). It starts .build/debug/drilldown on an
empty user-data folder and visits every state a person can reach with the keyboard:
Home, its main menu and its search results; every section; a list's first item page;
edit mode on lists and item pages (pressed twice: Edit, then Done); the Add dialog; a
row's menu. In each state it reads every visible node of every window of the app and
fails on:
- a GTK or libadwaita type name ("GtkButton", "GtkStackPage", "AdwEntryRow") as a
  name or description, except on fillers and scroll panes (Orca never speaks those:
  its `isLayoutOnly`); GTK 4.8 says a widget's type name when it has no name;
- a control (button, entry, list item, menu item, check box…) with an empty name;
- a doubled name ("Edit Edit"), a mnemonic underscore ("_Save");
- a focusable node with no name that nothing inside can take the focus from.
Exit status 0 when every state passed, 1 otherwise (each problem is printed once per
state, with its role and its path from the window).
"""
import os, re, subprocess, sys, tempfile, time

import pyatspi

from atspi_walk import app_environment, describe, focused, frame, has_box, start_app, stop, visible, wait, windows
import atspi_walk

failures = []

TYPE_NAME = re.compile(r"\b(Gtk|Adw|Gdk)[A-Z][A-Za-z]+\b")
DOUBLED = re.compile(r"^(.+) \1$")
MNEMONIC = re.compile(r"(^|\s)_\w")
LAYOUT_ONLY = {"filler", "scroll pane"}
CONTROLS = {"push button", "toggle button", "check box", "radio button", "menu item", "check menu item",
            "radio menu item", "entry", "text", "password text", "spin button", "combo box", "slider",
            "link", "list item", "page tab", "switch", "toggle switch"}


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


def walk(root, path=()):
    """(node, path) for every visible node under root."""
    if root is None or not visible(root):
        return
    here = path + (f"{root.getRoleName()} {root.name!r}",)
    yield root, here
    for child in root:
        yield from walk(child, here)


def focusable(n):
    return n.getState().contains(pyatspi.STATE_FOCUSABLE)


def has_focusable_descendant(n):
    return any(focusable(d) and has_box(d) for d, _ in walk(n) if d is not n)


def audit(where):
    """Checks every visible node of every window now; returns the number of problems."""
    found = set()
    for w in windows():
        for n, path in walk(w):
            role = n.getRoleName()
            name = n.name or ""
            description = n.description or ""
            trail = " > ".join(path[-3:])
            if role not in LAYOUT_ONLY:
                for text in (name, description):
                    if TYPE_NAME.search(text):
                        found.add(f"{where}: type name {text!r} on a {role} ({trail})")
            if not has_box(n):
                continue
            if role in CONTROLS and not name.strip():
                found.add(f"{where}: {role} with an empty name ({trail})")
            if DOUBLED.match(name):
                found.add(f"{where}: doubled name {name!r} on a {role}")
            if MNEMONIC.search(name):
                found.add(f"{where}: mnemonic underscore in {name!r} on a {role}")
            if focusable(n) and not name.strip() and role not in CONTROLS and not has_focusable_descendant(n):
                found.add(f"{where}: focusable {role} with no name ({trail})")
    for problem in sorted(found):
        fail(problem)
    print(f"{'ok  ' if not found else 'FAIL'} {where}: {sum(1 for w in windows() for _ in walk(w))} nodes",
          flush=True)
    return len(found)


def key(*names):
    atspi_walk.key(*names, settle=0.2)


def actions(n):
    try:
        return n.queryAction().nActions
    except NotImplementedError:
        return 0


def find(name, roles=("push button", "toggle button")):
    """The pressable button named `name` (a menu button's inner button, not its frame)."""
    for w in windows():
        for n, _ in walk(w):
            if n.getRoleName() in roles and n.name == name and has_box(n) and actions(n):
                return n
    return None


def press(n):
    """A button's own action (what Orca's or a switch user's activation does)."""
    action = n.queryAction()
    for i in range(action.nActions):
        if action.getName(i) in ("click", "activate", "press"):
            action.doAction(i)
            return
    action.doAction(0)


def settle():
    """Lets the page finish a slide, a load or a popover's animation."""
    time.sleep(0.6)


def row_title(row):
    for n, _ in walk(row):
        if n is not row and n.getRoleName() == "label":
            return n.name
    return row.name


def home_titles():
    home = next(n for n, _ in walk(frame()) if n.getRoleName() == "list"
                and any(c.getRoleName() == "list item" and c.name.startswith("Drill Down") for c in n))
    return [row_title(row) for row in home if row.getRoleName() == "list item"]


def on_home(title):
    f = focused()
    return f is not None and f.name.startswith(title + ",")


def edit_twice(where):
    """Edit, then the same button again as "Done" (found by that name), then audits."""
    button = find("Edit")
    if button is None:
        return
    parent, index = button.parent, button.getIndexInParent()

    def same_button():
        return parent[index]

    press(button)
    if not wait(lambda: same_button().name == "Done", 5):
        fail(f"{where}: after Edit the button is {describe(same_button())}, not 'Done'")
        # Leave edit mode anyway, so the walk goes on.
        key("Escape")
        settle()
        return
    audit(f"{where}, edit mode")
    press(same_button())
    if not wait(lambda: same_button().name == "Edit", 5):
        fail(f"{where}: after Done the button is {describe(same_button())}, not 'Edit'")
    audit(f"{where}, after edit mode")


def add_dialog(where):
    button = find("Add")
    if button is None:
        return
    count = len(windows())
    press(button)
    if not wait(lambda: len(windows()) > count, 5):
        # Some pages add on a page of their own instead of a dialog.
        settle()
        audit(f"{where}, Add")
        key("Escape")
        settle()
        return
    settle()
    audit(f"{where}, Add dialog")
    key("Escape")
    wait(lambda: len(windows()) == count, 5)
    settle()


def row_menu(where):
    f = focused()
    if f is None or f.getRoleName() != "list item":
        return
    key("shift+F10")
    if wait(lambda: any(n.getRoleName() == "menu item" for w in windows() for n, _ in walk(w)), 3):
        settle()
        audit(f"{where}, row menu")
        key("Escape")
        settle()


def section(title):
    where = title
    settle()
    wait(lambda: focused() is not None and focused().getRoleName() != "push button", 20)
    audit(where)
    row_menu(where)
    edit_twice(where)
    add_dialog(where)
    f = focused()
    # An item page of each list (a trend opens the browser, not a page).
    if f is not None and f.getRoleName() == "list item" and title not in ("Colors", "Countries", "Trends"):
        depth = frame().name
        key("Return")
        if wait(lambda: frame().name != depth, 5):
            settle()
            item = f"{title} > {frame().name}"
            audit(item)
            edit_twice(item)
            key("Escape")
            wait(lambda: frame().name == depth, 5)
            settle()


def main():
    data = tempfile.mkdtemp()
    proc = start_app(app_environment(XDG_DATA_HOME=data))
    titles = []
    try:
        if not wait(lambda: frame() is not None and frame().name == "Drilldown", 60):
            print("FAIL: the window did not appear")
            return 1
        subprocess.run(["xdotool", "search", "--sync", "--name", "^Drilldown$", "windowfocus", "--sync"],
                       check=False, timeout=10)
        titles = home_titles()
        wait(lambda: on_home(titles[0]), 10)
        audit("Home")
        # The main menu.
        menu = find("Main Menu", roles=("push button", "toggle button"))
        if menu is not None:
            press(menu)
            if wait(lambda: any(n.getRoleName() == "menu item" for w in windows() for n, _ in walk(w)), 5):
                settle()
                audit("Home, main menu")
            key("Escape")
            settle()
        # The search of every section, with results.
        key("ctrl+f")
        if wait(lambda: focused() is not None and focused().getRoleName() in ("text", "entry"), 5):
            subprocess.run(["xdotool", "type", "--delay", "80", "co"], check=True)
            settle()
            audit("Home, search results")
        key("Escape")
        wait(lambda: on_home(titles[0]), 5)
        for index, title in enumerate(titles):
            key("Home")
            wait(lambda: on_home(titles[0]), 5)
            for _ in range(index):
                key("Down")
            key("Return")
            expected = "Root" if index == 0 else title
            if not wait(lambda: frame().name == expected, 10):
                fail(f"{title}: Return did not open it (window: {frame().name!r})")
                continue
            section(title)
            key("Escape")
            if not wait(lambda: frame().name == "Drilldown", 5):
                key("Escape")
                wait(lambda: frame().name == "Drilldown", 5)
    finally:
        stop(proc)
    print(f"accessibility audit over AT-SPI: {len(titles)} sections, {len(failures)} problems", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
