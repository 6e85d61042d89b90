"""What the AT-SPI walks share (keyboard-walk.py, atspi-audit.py, orca-walk.py): the app's
built executable, finding its windows and nodes over AT-SPI (pyatspi), real keys
(xdotool), waiting for a condition, and starting and ending the app by its PID.

Every walk runs on a display of its own with its own D-Bus session bus
(meson-helpers/x-session.sh) and needs xdotool and python3-pyatspi.
"""
import os, subprocess, time

import pyatspi

BINARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "debug", "drilldown")
WINDOW_ROLES = ("frame", "dialog", "window")


def wait(condition, timeout=10.0):
    """Polls `condition` until it gives something true (returned) or `timeout` passes
    (None); a node that vanishes meanwhile counts as not yet."""
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


def windows():
    """The app's windows: its main frame, dialogs and alerts."""
    a = app()
    return [c for c in a if c is not None and c.getRoleName() in WINDOW_ROLES] if a else []


def frame():
    """The main window (its name is the top page's title)."""
    return next((w for w in windows() if w.getRoleName() == "frame"), None)


def visible(n):
    st = n.getState()
    return st.contains(pyatspi.STATE_VISIBLE) or st.contains(pyatspi.STATE_SHOWING)


def nodes(root):
    """Visible nodes under `root`, depth first (GTK 4.8 marks only windows SHOWING)."""
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


def focused(among=None):
    """The focused node in `among` (default: every window of the app), or None."""
    for w in among if among is not None else windows():
        for n in nodes(w):
            if n.getState().contains(pyatspi.STATE_FOCUSED):
                return n
    return None


def describe(n):
    return f"{n.getRoleName()} {n.name!r}" if n is not None else "nothing"


def key(*names, delay=60, settle=0.0):
    """Real key presses (xdotool), `delay` ms apart, then `settle` seconds for the app."""
    subprocess.run(["xdotool", "key", "--delay", str(delay), *names], check=True)
    if settle:
        time.sleep(settle)


def type_text(text, delay=80):
    subprocess.run(["xdotool", "type", "--delay", str(delay), text], check=True)


def app_environment(**extra):
    """The caller's environment with AT-SPI on (test.sh turns it off for the in-process
    tests), plus `extra`."""
    env = dict(os.environ, GTK_A11Y="atspi", **extra)
    env.pop("NO_AT_BRIDGE", None)
    return env


def start_app(env):
    return subprocess.Popen([BINARY], env=env)


def stop(process):
    """Ends a process this walk started, by its PID (terminate, then kill)."""
    if process is None:
        return
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
