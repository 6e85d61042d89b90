#!/usr/bin/python3
"""What a blind user hears: the real app driven with real keys under GNOME's screen
reader, Orca, whose speech is read back from its debug log.

Run by meson-helpers/test.sh (the full run) on its own virtual display with its own D-Bus
session bus (it needs xdotool, xprop, python3-pyatspi, mutter and orca). It starts GNOME's
window manager, mutter, in X11 mode (it activates new windows, so Orca follows dialogs and
alerts), .build/debug/drilldown maximized on an empty user-data folder, then Orca
(`orca --replace --debug-file=LOG`, with a throwaway home folder so no user's settings
apply); every utterance Orca would send to the speech synthesiser is a "SPEECH OUTPUT: '…'"
line of that log. (Orca is run by its own launcher with two changes: the log is opened
line-buffered, so each utterance can be awaited, and no speech synthesiser is used, since
speech-dispatcher blocks Orca on a machine without a sound device; braille is off.)

It asserts what is heard:
- entering each section says the page's title, once, and its first focus (a list's first
  row, Touch's image, Info's text), and every section's entry speech is printed;
- the home search says how many items it found;
- Edit on Coffee List, clicked, says "Done";
- opening Add Coffee says the dialog; a refused Save says the field it focuses and its
  message, again for a field that already had the focus;
- a delete on Coffee List says the undo toast;
- Touch's 2-second hold reads the alert.
ORCA_WALK_DIALOGS_ONLY=1 skips the sections; ORCA_WALK_LOG=FILE keeps Orca's log.
Exit status 0 when all held, 1 otherwise.
"""
import os, re, subprocess, sys, tempfile, time

import pyatspi

from atspi_walk import BINARY, app_environment, frame, nodes as visible_nodes, stop, type_text, wait, windows
import atspi_walk
from maximized_app import maximized_environment

ORCA = "/usr/bin/orca"
LAUNCH_ORCA = """
import builtins, runpy, sys
log, launcher = sys.argv[1], sys.argv[2]
real_open = builtins.open
def open_log_line_buffered(file, mode="r", *args, **kwargs):
    if file == log and "w" in mode:
        return real_open(file, mode, 1, encoding="utf-8")
    return real_open(file, mode, *args, **kwargs)
builtins.open = open_log_line_buffered
# No synthesiser: Orca logs each utterance before handing it to one, and speech-dispatcher
# on a machine with no sound device blocks Orca on its first utterance.
import orca.settings
orca.settings.speechServerFactory = ""
orca.settings.speechFactoryModules = []
sys.argv = ["orca", "--replace", "--disable=braille", "--disable=braille-monitor", "--debug-file=" + log]
runpy.run_path(launcher, run_name="__main__")
"""
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*?)'(?: voice=\w+)?(?:\{.*\})?\s*$")
failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


class Speech:
    """Orca's utterances, read from its log as it writes them."""

    def __init__(self, path):
        self.path = path
        self.heard = []
        self.offset = 0

    def read(self):
        try:
            with open(self.path, encoding="utf-8", errors="replace") as log:
                log.seek(self.offset)
                chunk = log.read()
        except FileNotFoundError:
            return self.heard
        # Only whole lines: Orca may be writing the last one.
        end = chunk.rfind("\n") + 1
        self.offset += len(chunk[:end].encode("utf-8"))
        for line in chunk[:end].splitlines():
            match = SPEECH.search(line)
            if match:
                self.heard.append(match.group(1))
        return self.heard

    def mark(self):
        return len(self.read())

    def since(self, mark):
        return self.read()[mark:]

    def wait_for(self, mark, *patterns, timeout=15.0):
        """Waits until every pattern was heard (in any utterance) after `mark`."""
        end = time.time() + timeout
        while True:
            said = " | ".join(self.since(mark))
            if all(re.search(p, said) for p in patterns):
                return True
            if time.time() > end:
                return False
            time.sleep(0.1)

    def quiet(self, seconds=0.8, timeout=10.0):
        """Waits until Orca has said nothing for `seconds` (it has finished a change)."""
        end = time.time() + timeout
        last, count = time.time(), self.mark()
        while time.time() < end:
            time.sleep(0.1)
            now = self.mark()
            if now != count:
                last, count = time.time(), now
            elif time.time() - last >= seconds:
                return


def key(*names):
    atspi_walk.key(*names, delay=80)


def focused():
    return atspi_walk.focused()


def button(name):
    for w in windows():
        for n in visible_nodes(w):
            if n.getRoleName() == "push button" and n.name == name:
                return n
    return None


def click(node):
    """A real click at the middle of `node` (the window is maximized: its coordinates
    are the screen's; a dialog's are offset by where it is). GTK 4.8 does not implement
    AT-SPI's grabFocus; a click focuses."""
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    subprocess.run(["xdotool", "mousemove", str(box.x + box.width // 2), str(box.y + box.height // 2),
                    "click", "1"], check=True)


def row_titles():
    home = next(n for n in visible_nodes(frame()) if n.getRoleName() == "list"
                and any(c.getRoleName() == "list item" and c.name.startswith("Drill Down") for c in n))
    return [row.name.split(",")[0] for row in home if row.getRoleName() == "list item"]


# What Orca calls a section's first focus when it has no name: Touch's image. Info's
# focus is its text's scroller, a scroll pane, which Orca never speaks: only its title.
FIRST_ROLE = {"Touch": "image"}
TITLE_ONLY = {"Info"}


def enter_sections(speech, titles):
    heard = {}
    for index, title in enumerate(titles):
        key("Home")
        wait(lambda: frame().name == "Drilldown", 5)
        speech.quiet()
        for _ in range(index):
            key("Down")
        speech.quiet(0.5)
        mark = speech.mark()
        key("Return")
        page = "Root" if index == 0 else title
        wait(lambda: frame().name == page, 10)
        # The page's first focus (a list's first row, Touch's image, Info's text), once
        # the page has placed it; a page still reading (Books, Trends) places it later.
        first = wait(lambda: (lambda f: f if f is not None and f.getRoleName() != "push button"
                              and not f.name.startswith(title + ",") else None)(focused()), 30)
        expected = [re.escape(page)]
        if title in TITLE_ONLY:
            pass
        elif first is not None and first.name:
            expected.append(re.escape(first.name.split(",")[0]))
        else:
            expected.append(re.escape(FIRST_ROLE.get(title, "list item")))
        ok = speech.wait_for(mark, *expected, timeout=30)
        speech.quiet()
        said = speech.since(mark)
        heard[title] = said
        # The title once: the window's new name, not again as the context of the focus
        # (the window's name, or a page's container named after it).
        doubled = [u for u in said if re.fullmatch(re.escape(page) + r"( \w+)?\.?", u)]
        ok = ok and len(doubled) <= 1
        print(f"{'ok  ' if ok else 'FAIL'} {title}: Orca says {said}", flush=True)
        if len(doubled) > 1:
            fail(f"{title}: entering it, Orca said its title {len(doubled)} times (said {said})")
        elif not ok:
            fail(f"{title}: entering it, Orca did not say {expected} (said {said})")
        key("Escape")
        wait(lambda: frame().name == "Drilldown", 5)
    return heard


def open_section(speech, titles, title):
    key("Home")
    wait(lambda: frame().name == "Drilldown", 5)
    for _ in range(titles.index(title)):
        key("Down")
    key("Return")
    if not wait(lambda: frame().name == title, 10):
        fail(f"{title}: did not open")
        return False
    speech.quiet()
    return True


def edit_says_done(speech, titles):
    if not open_section(speech, titles, "Coffee List"):
        return
    edit = button("Edit")
    if edit is None:
        fail("Coffee List: no Edit button")
        return
    speech.quiet()
    mark = speech.mark()
    click(edit)
    if speech.wait_for(mark, r"\bDone\b"):
        print(f"ok   Coffee List: Edit pressed, Orca says {speech.since(mark)}", flush=True)
    else:
        fail(f"Coffee List: after Edit Orca did not say 'Done' ({speech.since(mark)})")
    speech.quiet()
    key("Escape")  # back out of edit mode
    speech.quiet()


def refused_add(speech):
    add = button("Add")
    if add is None:
        fail("Coffee List: no Add button")
        return
    mark = speech.mark()
    click(add)
    if not wait(lambda: len(windows()) > 1, 10):
        fail("Add Coffee: the dialog did not open")
    if not speech.wait_for(mark, "Add Coffee|Coffee Name"):
        fail(f"Add Coffee: opening it was not said ({speech.since(mark)})")
    elif not speech.wait_for(mark, "Add Coffee", timeout=1):
        # Now and then Orca hears the first field's focus before the dialog's activation
        # and says only the field.
        print(f"note Add Coffee: opening it, Orca says only {speech.since(mark)}", flush=True)
    speech.quiet()
    # Enter in the name goes on to the price; Enter in the last field saves, refused: the
    # focus goes back to the name, whose message is heard with it.
    key("Return")
    speech.quiet()
    mark = speech.mark()
    key("Return")
    if speech.wait_for(mark, r"Coffee Name", r"Enter a name for the coffee"):
        print(f"ok   Add Coffee refused: Orca says {speech.since(mark)}", flush=True)
    else:
        fail(f"Add Coffee: a refused Save's message was not said ({speech.since(mark)})")
    speech.quiet()
    # Refused again for the field that has the focus: its message is said again.
    type_text("Mocha")
    key("Return")
    type_text("x")
    speech.quiet()
    mark = speech.mark()
    key("Return")
    if speech.wait_for(mark, r"price must be a number"):
        print(f"ok   Add Coffee refused in the focused field: Orca says {speech.since(mark)}", flush=True)
    else:
        fail(f"Add Coffee: a refusal for the focused field was not said ({speech.since(mark)})")
    speech.quiet()
    key("Escape")
    if not wait(lambda: len(windows()) == 1, 5):
        fail("Add Coffee: Escape did not close the dialog")
    speech.quiet()


def delete_says_undo(speech, titles):
    """Delete on the list's first row, focused on entering (a click would open it)."""
    key("Escape")
    wait(lambda: frame().name == "Drilldown", 5)
    if not open_section(speech, titles, "Coffee List"):
        return
    f = wait(lambda: (lambda n: n if n is not None and n.getRoleName() == "list item" else None)(focused()), 10)
    if f is None or f.getRoleName() != "list item":
        fail(f"Coffee List: the focus is not on a row before Delete ({f.name if f else None!r})")
        return
    speech.quiet()
    mark = speech.mark()
    key("Delete")
    if speech.wait_for(mark, r"[Dd]eleted", r"Undo"):
        print(f"ok   Coffee List delete: Orca says {speech.since(mark)}", flush=True)
    else:
        fail(f"Coffee List: a delete's undo toast was not said ({speech.since(mark)})")
    speech.quiet()
    back_home()


def back_home():
    """Escape until Home (the first may only close a toast or a popover)."""
    for _ in range(3):
        key("Escape")
        if wait(lambda: frame().name == "Drilldown", 3):
            return True
    return False


def home_search_count(speech, titles):
    key("Home")
    speech.quiet()
    key("ctrl+f")
    speech.quiet()
    mark = speech.mark()
    type_text("co")
    if speech.wait_for(mark, r"\d+ (section|result)"):
        print(f"ok   Home search: Orca says {speech.since(mark)}", flush=True)
    else:
        fail(f"Home search: the result count was not said ({speech.since(mark)})")
    speech.quiet()
    key("Escape")
    speech.quiet()


def touch_hold_alert(speech, titles):
    if not open_section(speech, titles, "Touch"):
        return
    f = frame()
    image = next((n for n in visible_nodes(f) if n.getRoleName() == "image"), None)
    if image is None:
        fail("Touch: no image")
        return
    box = image.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    x, y = box.x + box.width // 2, box.y + box.height // 2
    mark = speech.mark()
    subprocess.run(["xdotool", "mousemove", str(x), str(y), "mousedown", "1"], check=True)
    heard = wait(lambda: len(windows()) > 1, 10)
    subprocess.run(["xdotool", "mouseup", "1"], check=True)
    if heard and speech.wait_for(mark, r"Birth of a star", r"Timer ended"):
        print(f"ok   Touch hold: Orca says {speech.since(mark)}", flush=True)
    else:
        fail(f"Touch: the hold's alert was not read ({speech.since(mark)})")
    speech.quiet()
    key("Return")
    wait(lambda: len(windows()) == 1, 5)
    speech.quiet()
    key("Escape")
    wait(lambda: frame().name == "Drilldown", 5)


def start_window_manager(home):
    """GNOME's window manager, mutter, as the X screen's window manager: it activates a
    new window (a dialog, an alert) as a desktop does, which is how Orca learns of it."""
    wm = subprocess.Popen(["mutter", "--x11", "--replace", "--sm-disable"], stdout=subprocess.DEVNULL,
                          stderr=open(os.path.join(home, "mutter.err"), "w"))
    up = wait(lambda: "window id" in subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
                                                    capture_output=True, text=True).stdout, 60)
    return wm, up


def main():
    home = tempfile.mkdtemp()
    env = app_environment(HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
                          XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_CACHE_HOME=os.path.join(home, "cache"))
    log = os.path.join(home, "orca.log")
    wm, proc, orca = None, None, None
    titles = []
    try:
        wm, up = start_window_manager(home)
        if not up:
            with open(os.path.join(home, "mutter.err")) as err:
                print("FAIL: mutter did not start:\n" + err.read()[-2000:])
            return 1
        # Maximized (its saved window state): the window is at the screen's origin, so
        # AT-SPI's window coordinates are where xdotool clicks.
        proc = subprocess.Popen([BINARY], env=dict(env, **maximized_environment(os.path.join(home, "app"))))
        if not wait(lambda: frame() is not None and frame().name == "Drilldown", 60):
            print("FAIL: the window did not appear")
            return 1
        titles = row_titles()
        speech = Speech(log)
        orca = subprocess.Popen([sys.executable, "-c", LAUNCH_ORCA, log, ORCA], env=env,
                                stdout=subprocess.DEVNULL, stderr=open(os.path.join(home, "orca.err"), "w"))
        if not speech.wait_for(0, "Screen reader on", timeout=60):
            with open(os.path.join(home, "orca.err")) as err:
                print("FAIL: Orca did not start:\n" + err.read()[-2000:])
            return 1
        speech.quiet()
        if not os.environ.get("ORCA_WALK_DIALOGS_ONLY"):
            enter_sections(speech, titles)
            home_search_count(speech, titles)
            edit_says_done(speech, titles)
            back_home()
        # The dialog first, then what comes after it is destroyed: a delete's toast and
        # Touch's alert must still be heard (Orca 43 went silent when a dialog was
        # destroyed while it asked about the key that closed it: Window.dismiss).
        if open_section(speech, titles, "Coffee List"):
            refused_add(speech)
        delete_says_undo(speech, titles)
        touch_hold_alert(speech, titles)
    finally:
        stop(orca)
        stop(proc)
        stop(wm)
    if os.environ.get("ORCA_WALK_LOG"):
        subprocess.run(["cp", log, os.environ["ORCA_WALK_LOG"]], check=False)
    print(f"orca walk: {len(titles)} sections, {len(failures)} failures", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
