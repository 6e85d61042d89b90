#!/usr/bin/python3
"""Touch-only walk through every section of the real app, with real touchscreen input.

Run by meson-helpers/test.sh inside meson-helpers/touch_desktop.py (headless mutter with
a virtual touchscreen, PipeWire, a private D-Bus session bus):

  meson-helpers/touch_desktop.py -- /usr/bin/python3 meson-helpers/touch-walk.py

It starts .build/debug/drilldown maximized (its saved window state, maximized_app.py, so
the boxes AT-SPI reports are monitor coordinates) on an empty user-data folder and, with the finger only:
for every home row, drags the list until the row is on screen, taps it, checks that the
section opened (window title, something focused that is not the back button), swipes
back from the left edge and checks that Home is shown with the focus on that row. On
Touch: pinch out and in change the zoom level (the level button's accessible name), a
double tap shows 100%, a one-finger drag does not change the zoom (a drag is no tap), a
tap fits, a 2-second hold shows "Birth of a star" and leaves the zoom as it was (a hold
is never also a tap), a tap on the alert's OK closes it, Zoom In / Zoom Out are sensitive
exactly when a tap on them changes the zoom, at several zoom levels (where the header is
too narrow for them, 360 px, a tap on the zoom level toggles fit and 100%), a flick to the
left moves to the next image and a flick to the right on the image comes back to the
previous one without leaving Touch (the page takes sideways swipes; back swipes start at
the left edge), and after a tap on Previous Image (a button) the swipe from the left edge
still goes back. Last, Hello: a tap on Display, then at once a swipe back goes back.
Every step is printed; exit status 1 when any failed (listed at the end), 0 otherwise.
TOUCH_WALK_SECTIONS="Touch,Info" walks only those sections (English titles; with Hello, the
swipe after a tap on Display too).
TOUCH_WALK_LANGUAGE=he runs the app in that language (LANGUAGE, LC_ALL=<lang>_<CC>.UTF-8):
the walk finds controls by their names translated with the app's catalogue in build/locale
(meson-helpers/build-translations.sh), and in a right-to-left language (Hebrew) every swipe
is mirrored: back from the right edge towards the left, the next image with a flick to the
right.
"""
import gettext
import os
import re
import subprocess
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
from maximized_app import maximized_environment  # noqa: E402
from touch_desktop import Touchscreen  # noqa: E402

BINARY = os.path.join(HERE, "..", ".build", "debug", "drilldown")
LANGUAGE = os.environ.get("TOUCH_WALK_LANGUAGE", "")
# The locale each language of po/LINGUAS runs under (install-deps.sh test generates them).
LOCALES = {"it": "it_IT", "de": "de_DE", "fr": "fr_FR", "es": "es_ES", "he": "he_IL", "ja": "ja_JP"}
RTL = LANGUAGE.split("_")[0] in ("he", "ar", "fa", "ur", "yi")
tr = gettext.translation("drilldown", os.path.join(HERE, "..", "build", "locale"), languages=[LANGUAGE],
                         fallback=True).gettext if LANGUAGE else (lambda text: text)


def mirrored(x):
    """A horizontal distance as seen in the window's direction (negated right to left)."""
    return -x if RTL else x

failures = []
finger = None
pyatspi = None  # imported in main(), after the desktop's environment is checked


def fail(message):
    failures.append(message)
    print("FAIL " + message, flush=True)


def ok(message):
    print("ok   " + message, flush=True)


def wait(condition, timeout=10.0):
    """Polls `condition` until it returns something true (its value), or None after `timeout`."""
    end = time.monotonic() + timeout
    while True:
        try:
            value = condition()
            if value:
                return value
        except Exception:
            pass  # the accessibility tree changes under us while pages come and go
        if time.monotonic() >= end:
            return None
        time.sleep(0.05)


# ---------------------------------------------------------------- the accessibility tree

def app():
    for a in pyatspi.Registry.getDesktop(0):
        if a is not None and a.name == "drilldown":
            return a
    return None


def windows():
    a = app()
    return [c for c in a if c.getRoleName() in ("frame", "dialog", "alert")] if a else []


def frame():
    return next((w for w in windows() if w.getRoleName() == "frame"), None)


def title():
    f = frame()
    return f.name if f is not None else None


def state(n, s):
    return n.getState().contains(s)


def nodes(root):
    """Visible nodes, depth first (GTK 4.8 marks only windows SHOWING)."""
    stack = [root]
    while stack:
        n = stack.pop()
        if n is None or not state(n, pyatspi.STATE_VISIBLE):
            continue
        yield n
        stack.extend(reversed([c for c in n]))


def box(n):
    e = n.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return e.x, e.y, e.width, e.height


def on_screen_box(n):
    """n's box cut by every scrolled ancestor's box (what is on screen), or None."""
    x, y, w, h = box(n)
    if w <= 0 or h <= 0:
        return None
    x2, y2 = x + w, y + h
    p = n.parent
    while p is not None and p.getRoleName() not in ("frame", "dialog", "alert", "application"):
        if p.getRoleName() in ("scroll pane", "viewport"):
            px, py, pw, ph = box(p)
            x, y, x2, y2 = max(x, px), max(y, py), min(x2, px + pw), min(y2, py + ph)
        p = p.parent
    x, y = max(x, 0), max(y, 0)
    x2, y2 = min(x2, finger.width), min(y2, finger.height)
    return (x, y, x2 - x, y2 - y) if x2 > x and y2 > y else None


def squeezed_out(n):
    """True for a child an AdwSqueezer does not show (too wide): AT-SPI still lists it, with
    a box that sticks out of the squeezer's (at 360 px, Touch's zoom buttons)."""
    x, y, w, h = box(n)
    p = n.parent
    while p is not None and p.getRoleName() not in ("frame", "dialog", "alert", "application"):
        if p.name == "AdwSqueezer":
            px, py, pw, ph = box(p)
            if x < px - 1 or x + w > px + pw + 1:
                return True
        p = p.parent
    return False


# What opening a section focuses: its first row, except on these pages.
ENTRY_ROLE = {tr("Touch"): "image", tr("Info"): "label"}


def find(root, role=None, name=None, prefix=None):
    for n in nodes(root):
        if role and n.getRoleName() != role:
            continue
        if name is not None and n.name != name:
            continue
        if prefix is not None and not (n.name or "").startswith(prefix):
            continue
        try:
            if box(n)[2] <= 0 or squeezed_out(n):
                continue
        except Exception:
            continue
        return n
    return None


def focused():
    f = frame()
    if f is None:
        return None
    return next((n for n in nodes(f) if state(n, pyatspi.STATE_FOCUSED)), None)


def describe(n):
    return f"{n.getRoleName()} {n.name!r}" if n is not None else "nothing"


# ---------------------------------------------------------------- gestures on widgets

def centre(n):
    x, y, w, h = on_screen_box(n) or box(n)
    return x + w / 2.0, y + h / 2.0


def tap(n):
    finger.tap(*centre(n))


def settled_box(n):
    """n's box once it stopped moving (a kinetic scroll or a transition ended)."""
    last = [None]

    def still():
        b = box(n)
        same = b == last[0]
        last[0] = b
        return same
    wait(still, 5)
    return box(n)


def scroll_into_view(row, viewport):
    """Drags the list with one finger until `row` is wholly on screen (slowly, with a rest
    before lifting the finger, so that no kinetic scroll follows)."""
    vx, vy, vw, vh = box(viewport)
    for drags in range(7):
        x, y, w, h = settled_box(row)
        if y >= vy and y + h <= vy + vh:
            if drags:
                ok(f"{row_title(row)}: {drags} finger drag(s) on the list brought its row on screen")
            return True
        if drags == 6:
            return False
        # Move the row's centre towards the viewport's centre, at most 40% of its height per drag.
        delta = max(-0.4 * vh, min(0.4 * vh, (vy + vh / 2.0) - (y + h / 2.0)))
        sx, sy = vx + vw / 2.0, vy + vh / 2.0 - delta / 2.0
        finger.drag(sx, sy, sx, sy + delta, ms=500, hold_ms=250)


def swipe_back():
    """One finger from the leading edge towards the middle: libadwaita's swipe back (from
    the left edge, or right to left from the right edge)."""
    y = finger.height / 2.0
    if RTL:
        finger.drag(finger.width - 2, y, finger.width * 0.4, y, ms=250)
    else:
        finger.drag(2, y, finger.width * 0.6, y, ms=250)


EDGE = "right" if RTL else "left"


# ---------------------------------------------------------------- the walk

def home_rows():
    f = frame()
    home = next(n for n in nodes(f) if n.getRoleName() == "list"
                and any(c.getRoleName() == "list item" and c.name.startswith(tr("Drill Down") + ",") for c in n))
    rows = [r for r in home if r.getRoleName() == "list item"]
    return home, rows


def row_title(row):
    return re.split(r"[,،、]", row.name)[0]


def walk_sections():
    home, rows = home_rows()
    titles = [row_title(r) for r in rows]
    # Ready for input once Home has put the focus on its first row.
    if not wait(lambda: focused() is not None and focused().name.startswith(titles[0] + ","), 30):
        fail(f"Home: the focus is on {describe(focused())}, not the first row")
    print(f"Home: {len(titles)} sections: {', '.join(titles)}", flush=True)
    touch_done = False
    # TOUCH_WALK_SECTIONS="Touch,Info": only those (while working on them); all by default.
    only = [tr(t.strip()) for t in os.environ.get("TOUCH_WALK_SECTIONS", "").split(",") if t.strip()]
    for section in titles:
        if only and section not in only:
            continue
        if title_is_home() is None:
            fail(f"{section}: not on Home before opening it (window: {title()!r})")
            return titles
        home, rows = home_rows()
        row = next(r for r in rows if row_title(r) == section)
        viewport = home.parent
        while viewport is not None and viewport.getRoleName() != "scroll pane":
            viewport = viewport.parent
        if not scroll_into_view(row, viewport or home):
            fail(f"{section}: dragging the list did not bring its row on screen (row at {box(row)})")
            continue
        tap(row)
        expected = tr("Root") if section == tr("Drill Down") else section
        if not wait(lambda: title() == expected, 10):
            fail(f"{section}: a tap on its row did not open it (window: {title()!r})")
            continue
        # The page places the focus once shown (a list on its first row once its rows are read).
        role = ENTRY_ROLE.get(section, "list item")
        f = wait(lambda: (lambda n: n if n is not None and n.getRoleName() == role else None)(focused()), 30)
        if f is None:
            fail(f"{section}: opened, but the focus is on {describe(focused())}, not a {role}")
        else:
            ok(f"{section}: a tap opened it, focus on {describe(f)}")
        if section == tr("Touch"):
            touch_page()
            touch_done = True
        swipe_back()
        if not wait(lambda: title() == "Drilldown", 10):
            fail(f"{section}: a swipe from the {EDGE} edge did not go back (window: {title()!r})")
            back_button_home()
            continue
        if not wait(lambda: focused() is not None and focused().name.startswith(section + ","), 5):
            fail(f"{section}: back on Home, the focus is on {describe(focused())}, not the section's row")
        else:
            ok(f"{section}: swiped back to Home, focus on its row")
    if not touch_done and (not only or tr("Touch") in only):
        fail("Touch: no Touch row on Home")
    return titles


def button_then_swipe():
    """After a tap on a button (Hello's Display), the next one-finger swipe from the left
    edge goes back (GTK 4.8 does not tell the leaflet's swipe gestures that a touch the
    button claimed at its release ended; the Leaflet wrapper resets them)."""
    home, rows = home_rows()
    row = next((r for r in rows if row_title(r) == tr("Hello")), None)
    if row is None:
        fail("Hello: no Hello row on Home for the swipe check")
        return
    viewport = home.parent
    while viewport is not None and viewport.getRoleName() != "scroll pane":
        viewport = viewport.parent
    if not scroll_into_view(row, viewport or home):
        fail("Hello: dragging the list did not bring its row on screen for the swipe check")
        return
    tap(row)
    display = wait(lambda: title() == tr("Hello") and find(frame(), "push button", name=tr("Display")), 10)
    if not display:
        fail(f"Hello: did not open for the swipe check (window: {title()!r})")
        back_button_home()
        return
    settled_box(display)
    tap(display)
    wait(lambda: find(frame(), "label", name=tr("Please Enter Your Name")), 5)
    swipe_back()
    if wait(lambda: title() == "Drilldown", 5):
        ok("Hello: a swipe back right after a tap on Display went back")
    else:
        fail("Hello: a swipe back right after a tap on Display did not go back")
        back_button_home()


def title_is_home():
    return wait(lambda: title() == "Drilldown", 10)


def back_button_home():
    """Recovers after a failed swipe: taps the header's back button until Home shows."""
    for _ in range(4):
        if title() == "Drilldown":
            return
        b = find(frame(), "push button", prefix=tr("Back to %1$@").split("%1$@")[0])
        if b is None:
            return
        tap(b)
        wait(lambda: title() == "Drilldown", 5)


# ---------------------------------------------------------------- Touch

# "Zoom level 2,000%" (digits with the locale's group separators).
LEVEL = re.compile(r"(\d[\d,.\u00a0\u202f ]*)\s*%")


def touch_controls():
    f = frame()
    return {
        "image": find(f, "image"),
        "level": find(f, "push button", prefix=tr("Zoom level %1$@").split("%1$@")[0]),
        "in": find(f, "push button", name=tr("Zoom In")),
        "out": find(f, "push button", name=tr("Zoom Out")),
    }


def level(c):
    m = LEVEL.search(c["level"].name or "")
    return int(re.sub(r"\D", "", m.group(1))) if m else None


def level_becomes(c, test, timeout=5.0):
    """Waits until the zoom level passes `test`; the level then (or the last one seen)."""
    seen = [None]

    def check():
        seen[0] = level(c)
        return seen[0] is not None and test(seen[0])
    wait(check, timeout)
    return seen[0]


def level_steady(c):
    """The zoom level once it has stopped changing (a kinetic finish or a pending tap)."""
    last = [None]

    def same():
        v = level(c)
        s = v == last[0]
        last[0] = v
        return s
    # A tap fits only once the double-tap time (400 ms in GTK) ran out: watch that long.
    end = time.monotonic() + 0.6
    while time.monotonic() < end:
        wait(same, 5)
        time.sleep(0.1)
    return level(c)


class Pinch:
    """Pinches along the image's longer side, with distances given for a 1280 px side."""

    def __init__(self, width, height):
        self.angle = 0.0 if width >= height else 90.0
        self.factor = max(width, height) / 1280.0

    def px(self, distance):
        return round(distance * self.factor)

    def __call__(self, cx, cy, start, end):
        finger.pinch(cx, cy, self.px(start), self.px(end), ms=400, angle=self.angle)


def touch_page():
    c = loaded()
    if c is None:
        fail(f"Touch: the image did not load (controls: { {k: describe(v) for k, v in touch_controls().items()} })")
        return
    image_name = c["image"].name
    settled_box(c["image"])  # the page's slide has ended
    ix, iy, iw, ih = on_screen_box(c["image"])
    cx, cy = ix + iw / 2.0, iy + ih / 2.0
    fit = level(c)
    ok(f"Touch: {image_name!r} shown at {fit}% (fit), image at {ix},{iy} {iw}x{ih}")

    # Pinch out, then in.
    pinch = Pinch(iw, ih)
    pinch(cx, cy, 120, 360)
    bigger = level_becomes(c, lambda v: v > fit * 2)
    if bigger is None or bigger <= fit * 2:
        fail(f"Touch: pinching out (fingers {pinch.px(120)} → {pinch.px(360)} px apart) left the zoom at "
             f"{bigger}% (fit {fit}%)")
    else:
        ok(f"Touch: pinch out zoomed {fit}% → {bigger}%")
    before = level(c)
    pinch(cx, cy, 360, 180)
    smaller = level_becomes(c, lambda v: v < before * 0.7)
    if smaller is None or smaller >= before * 0.7:
        fail(f"Touch: pinching in ({pinch.px(360)} → {pinch.px(180)} px) left the zoom at {smaller}% (was {before}%)")
    else:
        ok(f"Touch: pinch in zoomed {before}% → {smaller}%")

    # A tap fits (once it is known not to be a double tap).
    finger.tap(cx, cy)
    after = level_becomes(c, lambda v: v == fit)
    if after != fit:
        fail(f"Touch: a tap did not fit the image ({after}%, fit is {fit}%)")
    else:
        ok(f"Touch: a tap fitted the image ({fit}%)")

    # A double tap shows the actual size.
    finger.double_tap(cx, cy)
    after = level_becomes(c, lambda v: v == 100)
    if after != 100:
        fail(f"Touch: a double tap showed {after}%, not 100%")
    else:
        ok("Touch: a double tap showed 100%")
    steady = level_steady(c)
    if steady != 100:
        fail(f"Touch: after the double tap the zoom went on to {steady}% (a tap after the double tap?)")

    # A slow one-finger drag pans: the zoom stays, no image change (not a flick), no tap.
    # (Mirrored right to left, so that it never starts in the back-swipe strip at the right edge.)
    finger.drag(cx + mirrored(150), cy + 100, cx - mirrored(150), cy - 100, ms=600, hold_ms=300)
    steady = level_steady(c)
    if steady != 100:
        fail(f"Touch: a one-finger drag at 100% changed the zoom to {steady}% (a drag taken for a tap?)")
    elif c["image"].name != image_name:
        fail(f"Touch: a slow drag at 100% changed the image to {c['image'].name!r}")
    else:
        ok("Touch: a one-finger drag at 100% panned without changing the zoom or the image")

    hold_check(c, cx, cy, 100)
    if c["in"] and c["out"]:
        zoom_buttons(c, cx, cy, fit, pinch)
    else:
        level_button(c, cx, cy, fit)

    # A flick at fit moves to the next image; a flick to the right on the image comes back
    # (the page owns sideways swipes: the window's swipe back starts only at the left edge).
    # Right to left, both are mirrored.
    flick = mirrored(iw * 0.25)
    ahead, behind = ("right", "left") if RTL else ("left", "right")
    finger.tap(cx, cy)
    level_becomes(c, lambda v: v == fit)
    c = touch_controls()
    first = c["image"].name
    finger.drag(cx + flick, cy, cx - flick, cy, ms=120)
    if not wait(lambda: touch_controls()["image"].name != first, 10):
        fail(f"Touch: a flick to the {ahead} did not show the next image (still {first!r})")
        return
    second = touch_controls()["image"].name
    ok(f"Touch: a flick to the {ahead} showed {second!r}")
    loaded()
    finger.drag(cx - flick, cy, cx + flick, cy, ms=120)
    if not wait(lambda: title() == tr("Touch") and touch_controls()["image"].name == first, 10):
        if title() != tr("Touch"):
            fail(f"Touch: a flick to the {behind} on the image left the page (window: {title()!r}), "
                 f"instead of showing the previous image")
            back_to_touch()
        else:
            fail(f"Touch: a flick to the {behind} on the image did not come back to {first!r} "
                 f"(image: {describe(touch_controls()['image'])})")
        return
    ok(f"Touch: a flick to the {behind} on the image came back to {first!r}, still on Touch")
    # Then a button: Previous Image (the swipe back from the edge follows a tap on a button).
    loaded()
    finger.drag(cx + flick, cy, cx - flick, cy, ms=120)
    previous = wait(lambda: touch_controls()["image"].name == second and find(frame(), "push button",
                                                                                name=tr("Previous Image")), 10)
    if not previous:
        fail(f"Touch: no “Previous Image” button after a flick to the {ahead} (image: "
             f"{describe(touch_controls()['image'])})")
        return
    loaded()
    tap(previous)
    if not wait(lambda: touch_controls()["image"].name == first, 10):
        fail(f"Touch: a tap on Previous Image did not come back to {first!r} "
             f"(image: {describe(touch_controls()['image'])})")
    else:
        ok("Touch: a tap on Previous Image came back to the first image")


def back_to_touch():
    """After Touch was left by mistake: opens it again from Home."""
    if title() == "Drilldown":
        home, rows = home_rows()
        row = next((r for r in rows if row_title(r) == tr("Touch")), None)
        if row is not None:
            tap(row)
            wait(lambda: title() == tr("Touch"), 10)


def loaded():
    """The Touch page's controls once its image is shown (the level button is sensitive then)."""
    return wait(lambda: (lambda c: c if c["image"] and c["level"] and state(c["level"], pyatspi.STATE_SENSITIVE)
                         else None)(touch_controls()), 30)


def alert_window():
    return next((w for w in windows() if w is not frame() and find(w, name=tr("Birth of a star"))), None)


def hold_check(c, cx, cy, expected):
    finger.hold(cx, cy, 2.5)
    alert = wait(alert_window, 10)
    if alert is None:
        fail("Touch: a 2.5-second hold did not show “Birth of a star”")
        return
    ok("Touch: a 2.5-second hold showed “Birth of a star”")
    steady = level_steady(c)
    if steady != expected:
        fail(f"Touch: the hold was also taken for a tap: the zoom went from {expected}% to {steady}%")
    else:
        ok(f"Touch: the zoom stayed at {expected}% after the hold (no tap)")
    button = find(alert, "push button", name=tr("OK"))
    if button is None:
        fail("Touch: the alert has no “OK” button")
        return
    # A dialog's place on the monitor: mutter puts a transient dialog over its parent's
    # centre horizontally and a third of the free height from the parent's top.
    ax, ay, aw, ah = box(alert)
    left = (finger.width - aw) // 2
    top = (finger.height - ah) // 3
    bx, by, bw, bh = box(button)
    finger.tap(left + bx + bw / 2.0, top + by + bh / 2.0)
    if not wait(lambda: alert_window() is None, 5):
        fail(f"Touch: a tap on the alert's OK (at {left + bx + bw / 2.0:.0f},{top + by + bh / 2.0:.0f}, "
             f"alert {aw}x{ah}) did not close it")
        return
    ok("Touch: a tap on OK closed the alert")
    steady = level_steady(c)
    if steady != expected:
        fail(f"Touch: closing the alert changed the zoom to {steady}%")


def level_button(c, cx, cy, fit):
    """A narrow header shows only the zoom level: a tap on it toggles fit and 100%."""
    finger.tap(cx, cy)
    level_becomes(c, lambda v: v == fit)
    tap(c["level"])
    after = level_becomes(c, lambda v: v == 100)
    if after != 100:
        fail(f"Touch: a tap on the zoom level at {fit}% (fit) showed {after}%, not 100%")
        return
    tap(c["level"])
    after = level_becomes(c, lambda v: v == fit)
    if after != fit:
        fail(f"Touch: a tap on the zoom level at 100% showed {after}%, not {fit}% (fit)")
    else:
        ok(f"Touch: Zoom In/Out not shown at this width; a tap on the zoom level toggles {fit}% and 100%")


def zoom_buttons(c, cx, cy, fit, pinch):
    """At several zoom levels, each zoom button is sensitive exactly when a tap on it zooms."""
    targets = []

    def probe(name, where):
        button = c[name]
        before = level_steady(c)
        sensitive = state(button, pyatspi.STATE_SENSITIVE)
        tap(button)
        if sensitive:
            after = level_becomes(c, lambda v: v != before)
        else:
            after = level_steady(c)
        changed = after != before
        if sensitive and not changed:
            fail(f"Touch: Zoom {name.title()} is sensitive at {before}% ({where}) but a tap on it did nothing")
        elif not sensitive and changed:
            fail(f"Touch: Zoom {name.title()} is drawn insensitive at {before}% ({where}) "
                 f"but a tap on it zoomed to {after}%")
        elif not sensitive and not ((name == "in" and before >= 2000) or (name == "out" and before <= min(fit, 100))):
            fail(f"Touch: Zoom {name.title()} is insensitive at {before}% ({where}), though it could zoom")
        else:
            targets.append(f"{name} at {before}%: {'sensitive' if sensitive else 'insensitive'}")
        return after

    finger.tap(cx, cy)
    level_becomes(c, lambda v: v == fit)
    probe("in", "fit")
    probe("out", "after Zoom In")
    # Pinched to levels like those the issue saw greyed (56 %, 79 %, 100 %, 195 %), then the buttons.
    for start, end in ((200, 212), (150, 200), (150, 390)):
        finger.tap(cx, cy)
        level_becomes(c, lambda v: v == fit)
        pinch(cx, cy, start, end)
        level_becomes(c, lambda v: v != fit)
        where = f"pinched {pinch.px(start)} → {pinch.px(end)} px"
        probe("in", where)
        probe("out", where)
    finger.double_tap(cx, cy)
    level_becomes(c, lambda v: v == 100)
    probe("in", "after a double tap")
    probe("out", "after Zoom In")
    # Up to the top: Zoom In until it is insensitive (2000%).
    for _ in range(30):
        if not state(c["in"], pyatspi.STATE_SENSITIVE):
            break
        before = level(c)
        tap(c["in"])
        level_becomes(c, lambda v: v != before)
    probe("in", "the top")
    probe("out", "the top")
    ok("Touch: zoom buttons sensitive exactly when they work (" + "; ".join(targets) + ")")


def main():
    global finger, pyatspi
    if not os.environ.get("WAYLAND_DISPLAY") or os.environ.get("DISPLAY"):
        print("touch-walk.py: run it inside meson-helpers/touch_desktop.py (a Wayland desktop with a touchscreen)",
              file=sys.stderr)
        return 2
    # The touchscreen first: mutter announces it with a first event that no client sees.
    finger = Touchscreen()
    import pyatspi as atspi
    pyatspi = atspi
    # Inside the desktop's private runtime folder, which touch_desktop.py removes even if this walk is killed.
    data = tempfile.mkdtemp(prefix="touch-walk.", dir=os.environ.get("XDG_RUNTIME_DIR"))
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(data, "data"), GTK_A11Y="atspi", **maximized_environment(data))
    if LANGUAGE:
        env.update(LANGUAGE=LANGUAGE, LC_ALL=LOCALES.get(LANGUAGE, LANGUAGE) + ".UTF-8")
        print(f"touch walk in {LANGUAGE}{' (right to left)' if RTL else ''}", flush=True)
    env.pop("NO_AT_BRIDGE", None)
    proc = subprocess.Popen([BINARY], env=env)
    titles = []
    try:
        if not wait(lambda: title() == "Drilldown" and box(frame())[2:] == (finger.width, finger.height), 60):
            f = frame()
            fail(f"the window did not appear maximized (window: {describe(f)}, box {box(f) if f else None})")
        else:
            titles = walk_sections()
            only = os.environ.get("TOUCH_WALK_SECTIONS", "")
            if title() == "Drilldown" and (not only or "Hello" in only.split(",")):
                button_then_swipe()
    except Exception as e:
        traceback.print_exc()
        fail(f"the walk stopped: {type(e).__name__}: {e}")
    finally:
        finger.close()
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        subprocess.run(["rm", "-rf", data])
    print(f"touch walk: {len(titles)} sections, {len(failures)} failures", flush=True)
    for f in failures:
        print("  - " + f, flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
