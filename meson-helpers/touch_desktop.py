#!/usr/bin/python3
"""A private headless Wayland desktop that takes real touchscreen input, for the touch walk.

  touch_desktop.py [--size 1280x800] [--logs DIR] -- COMMAND [ARGS...]

Starts a private D-Bus session bus, PipeWire and GNOME's compositor mutter 43 (headless
Wayland, one virtual monitor of --size, no X, no GPU), runs COMMAND inside it and ends
every process when COMMAND exits (or fails, or is interrupted). COMMAND gets
WAYLAND_DISPLAY, XDG_RUNTIME_DIR (a private folder, removed afterwards),
GDK_BACKEND=wayland, DBUS_SESSION_BUS_ADDRESS (the private bus: AT-SPI starts on it),
GSK_RENDERER=cairo, GSETTINGS_BACKEND=memory, no DISPLAY, and TOUCH_DESKTOP_SIZE=WxH.
Exit status: COMMAND's (128+N when killed by signal N; 125 when the desktop did not start,
with the end of each log on stderr).

Inside, COMMAND makes its own touchscreen with `Touchscreen()` from this module (import
it with `sys.path.insert(0, "meson-helpers")`): mutter lets only the D-Bus client that
created a RemoteDesktop session drive it, so the process that sends the touches must be
the one that opened the session. `Touchscreen` opens an org.gnome.Mutter.RemoteDesktop
session bound to an org.gnome.Mutter.ScreenCast stream of the monitor (absolute
positions, which touch needs, exist only on a stream; a stream needs PipeWire) and sends
NotifyTouchDown/Motion/Up: the app receives real wl_touch events (GdkTouchEvents from a
touchscreen device, one sequence per finger). Make one before the app starts: mutter 43
announces the virtual touchscreen to clients only with its first event, and that event
reaches no client, so `Touchscreen()` sends a throwaway touch into the bottom-right corner.

Coordinates are monitor pixels. A Wayland client cannot know where its window is, so the
app under test runs maximized (its saved window state, maximized_app.py): window
coordinates, as AT-SPI reports a widget's box, are then monitor coordinates.

Debian 12 packages: mutter pipewire-bin dbus-daemon python3-gi (meson-helpers/install-deps.sh
test installs them). Used by meson-helpers/touch-walk.py; see HACKING.md (real-input checks).
"""
import ctypes
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# ---------------------------------------------------------------- the touchscreen (client side)


class Touchscreen:
    """A virtual touchscreen over the whole monitor, driven through mutter's RemoteDesktop API."""

    RD = "org.gnome.Mutter.RemoteDesktop"
    SC = "org.gnome.Mutter.ScreenCast"

    def __init__(self, timeout=20.0):
        import gi
        gi.require_version("Gio", "2.0")
        from gi.repository import Gio, GLib
        self._GLib = GLib
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        session_path = self._call(self.RD, "/org/gnome/Mutter/RemoteDesktop", self.RD, "CreateSession",
                                  None, "(o)")[0]
        self.session = session_path
        sid = self._get(self.RD, session_path, self.RD + ".Session", "SessionId")
        sc_path = self._call(self.SC, "/org/gnome/Mutter/ScreenCast", self.SC, "CreateSession",
                             GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", sid)},)),
                             "(o)")[0]
        # "" = the primary monitor; cursor-mode 0: the pointer is not drawn into the stream.
        self.stream = self._call(self.SC, sc_path, self.SC + ".Session", "RecordMonitor",
                                 GLib.Variant("(sa{sv})", ("", {"cursor-mode": GLib.Variant("u", 0)})),
                                 "(o)")[0]
        added = {}

        def on_added(_conn, _sender, _path, _iface, _signal, params):
            added["node"] = params.unpack()[0]
        sub = self.bus.signal_subscribe(self.SC, self.SC + ".Stream", "PipeWireStreamAdded", self.stream,
                                        None, Gio.DBusSignalFlags.NONE, on_added)
        self._call(self.RD, session_path, self.RD + ".Session", "Start", None, None)
        context = GLib.MainContext.default()
        end = time.monotonic() + timeout
        while "node" not in added and time.monotonic() < end:
            context.iteration(False) or time.sleep(0.01)
        self.bus.signal_unsubscribe(sub)
        if "node" not in added:
            raise RuntimeError("the ScreenCast stream never reached PipeWire (is pipewire running?)")
        params = self._get(self.SC, self.stream, self.SC + ".Stream", "Parameters")
        self.width, self.height = (int(v) for v in params["size"])
        self._down = set()
        self._pending = 0
        self._errors = []
        # Mutter 43 creates the virtual touchscreen at its first event and announces it to
        # clients then: that event is lost. Spend it in the bottom-right corner before the app
        # starts (the app's own first touch would be lost otherwise).
        corner = (float(self.width - 1), float(self.height - 1))
        self.down(0, *corner)
        self.up(0)
        self._flush()

    def _call(self, dest, path, iface, method, params, reply):
        from gi.repository import Gio
        r = self.bus.call_sync(dest, path, iface, method, params,
                               self._GLib.VariantType(reply) if reply else None,
                               Gio.DBusCallFlags.NONE, 10000, None)
        return r.unpack() if r is not None else None

    def _get(self, dest, path, iface, prop):
        GLib = self._GLib
        return self._call(dest, path, "org.freedesktop.DBus.Properties", "Get",
                          GLib.Variant("(ss)", (iface, prop)), "(v)")[0]

    def _check(self, x, y):
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError(f"point {x:g},{y:g} is outside the monitor ({self.width}x{self.height})")

    # One finger (slot) at a time. The calls are sent without waiting for mutter's answer,
    # so that a gesture's timing does not depend on how fast mutter answers: a tap's down
    # and up reach mutter together even while it is busy compositing a frame (otherwise
    # the up could be handled half a second late, and a tap became a long press). `_flush`
    # waits for the answers at the end of each gesture.
    def _send(self, method, signature, args):
        from gi.repository import Gio
        self._pending += 1

        def done(bus, result):
            self._pending -= 1
            try:
                bus.call_finish(result)
            except Exception as e:
                self._errors.append(f"{method}: {e}")
        self.bus.call(self.RD, self.session, self.RD + ".Session", method, self._GLib.Variant(signature, args),
                      None, Gio.DBusCallFlags.NONE, 10000, None, done)

    def _flush(self, timeout=15.0):
        context = self._GLib.MainContext.default()
        end = time.monotonic() + timeout
        while self._pending and time.monotonic() < end:
            context.iteration(False) or time.sleep(0.005)
        errors, self._errors = self._errors, []
        if self._pending:
            raise RuntimeError(f"mutter did not answer {self._pending} touch events in {timeout:g} s")
        if errors:
            raise RuntimeError("mutter refused touch events: " + "; ".join(errors))

    def down(self, slot, x, y):
        self._check(x, y)
        self._send("NotifyTouchDown", "(sudd)", (self.stream, slot, float(x), float(y)))
        self._down.add(slot)

    def move(self, slot, x, y):
        self._check(x, y)
        self._send("NotifyTouchMotion", "(sudd)", (self.stream, slot, float(x), float(y)))

    def up(self, slot):
        self._send("NotifyTouchUp", "(u)", (slot,))
        self._down.discard(slot)

    def lift_all(self):
        """Never leave a finger on the screen (after a failure mid-gesture)."""
        for slot in list(self._down):
            self.up(slot)

    def _play(self, events):
        """events: (milliseconds from the start, function, args...), in time order."""
        t0 = time.monotonic()
        try:
            for at, fn, *args in events:
                delay = t0 + at / 1000.0 - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
                fn(*args)
        finally:
            self.lift_all()
            self._flush()

    # Gestures. Each returns when it is over.
    def tap(self, x, y):
        """Down and up at once (mutter stamps them a few milliseconds apart)."""
        self._play([(0, self.down, 0, x, y), (0, self.up, 0)])

    def double_tap(self, x, y):
        self._play([(0, self.down, 0, x, y), (0, self.up, 0), (150, self.down, 0, x, y), (150, self.up, 0)])

    def hold(self, x, y, seconds):
        self._play([(0, self.down, 0, x, y), (seconds * 1000.0, self.up, 0)])

    def drag(self, x1, y1, x2, y2, ms=300, hold_ms=0):
        """One finger from x1,y1 to x2,y2 in ms (a motion every ~16 ms), then up after hold_ms."""
        steps = max(2, round(ms / 16.0))
        ev = [(0, self.down, 0, x1, y1)]
        for i in range(1, steps + 1):
            f = i / steps
            ev.append((20 + ms * f, self.move, 0, x1 + (x2 - x1) * f, y1 + (y2 - y1) * f))
        ev.append((20 + ms + 30 + hold_ms, self.up, 0))
        self._play(ev)

    def pinch(self, cx, cy, start, end, ms=400, angle=0.0):
        """Two fingers around cx,cy from `start` px apart to `end` px apart (start < end zooms in)."""
        ux, uy = math.cos(math.radians(angle)) / 2.0, math.sin(math.radians(angle)) / 2.0

        def at(d):
            return (cx - ux * d, cy - uy * d), (cx + ux * d, cy + uy * d)
        (ax, ay), (bx, by) = at(start)
        ev = [(0, self.down, 0, ax, ay), (10, self.down, 1, bx, by)]
        steps = max(2, round(ms / 16.0))
        for i in range(1, steps + 1):
            (ax, ay), (bx, by) = at(start + (end - start) * i / steps)
            t = 40 + ms * i / steps
            ev += [(t, self.move, 0, ax, ay), (t, self.move, 1, bx, by)]
        ev += [(40 + ms + 30, self.up, 0), (40 + ms + 30, self.up, 1)]
        self._play(ev)

    def close(self):
        try:
            self.lift_all()
            self._flush(5)
            self._call(self.RD, self.session, self.RD + ".Session", "Stop", None, None)
        except Exception:
            pass  # mutter may already be gone; the desktop ends it anyway


# ---------------------------------------------------------------- the desktop (launcher side)

def log(message):
    sys.stderr.write(f"touch_desktop: {message}\n")
    sys.stderr.flush()


def descendants(pids):
    """Live descendants of `pids` (from /proc)."""
    parent = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    stat = f.read()
                parent[int(d)] = int(stat[stat.rindex(")") + 2:].split()[1])
            except (OSError, ValueError, IndexError):
                pass
    found, frontier = [], set(pids)
    while frontier:
        nxt = {p for p, pp in parent.items() if pp in frontier and p not in found}
        found += nxt
        frontier = nxt
    return found


def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def reap():
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def stop(pids, grace=3.0):
    """SIGTERM, up to `grace` seconds, then SIGKILL; by PID only."""
    pids = [p for p in pids if p and alive(p)]
    for p in pids:
        try:
            os.kill(p, signal.SIGTERM)
        except ProcessLookupError:
            pass
    end = time.monotonic() + grace
    while time.monotonic() < end and any(alive(p) for p in pids):
        reap()
        time.sleep(0.05)
    for p in pids:
        if alive(p):
            try:
                os.kill(p, signal.SIGKILL)
            except ProcessLookupError:
                pass
    time.sleep(0.05)
    reap()


def wait_for(condition, timeout, what, procs):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return
        for name, p in procs:
            if p.poll() is not None:
                raise RuntimeError(f"{name} exited with status {p.returncode} while waiting for {what}")
        time.sleep(0.05)
    raise RuntimeError(f"timed out after {timeout:g} s waiting for {what}")


def bus_has_name(env, name):
    r = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus",
                        "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", f"string:{name}"],
                       env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return "boolean true" in r.stdout


def main(argv):
    size, logs = "1280x800", None
    while argv and argv[0] != "--":
        a = argv.pop(0)
        if a == "--size" and argv:
            size = argv.pop(0)
        elif a == "--logs" and argv:
            logs = os.path.abspath(argv.pop(0))
        else:
            print(__doc__.split("\n\n")[1], file=sys.stderr)
            return 2
    command = argv[1:]
    try:
        width, height = (int(v) for v in size.lower().split("x"))
    except ValueError:
        width = height = 0
    if not command or not (64 <= width <= 8192 and 64 <= height <= 8192):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    missing = [tool for tool in ("mutter", "pipewire", "dbus-daemon", "dbus-send") if not shutil.which(tool)]
    if missing:
        log(f"missing {', '.join(missing)}: run meson-helpers/install-deps.sh test")
        return 125
    # Daemons that detach (at-spi-bus-launcher, D-Bus activated services) stay our descendants.
    try:
        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass

    runtime = tempfile.mkdtemp(prefix="touch-desktop.")
    os.chmod(runtime, 0o700)
    logdir = logs or os.path.join(runtime, "logs")
    os.makedirs(logdir, exist_ok=True)
    started = []
    child = None
    status = 125
    broken = False
    base = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DBUS_SESSION_BUS_ADDRESS",
                         "XAUTHORITY", "PIPEWIRE_REMOTE", "SESSION_MANAGER", "AT_SPI_BUS_ADDRESS")}
    base.update(XDG_RUNTIME_DIR=runtime, PIPEWIRE_RUNTIME_DIR=runtime, GSETTINGS_BACKEND="memory")

    def spawn(name, args, env):
        with open(os.path.join(logdir, name + ".log"), "ab") as out:
            p = subprocess.Popen(args, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT)
        started.append((name, p))
        return p

    def forward(sig, _frame):
        if child is not None and child.poll() is None:
            child.send_signal(sig)
        else:
            raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGHUP, forward)
    try:
        bus = os.path.join(runtime, "bus")
        daemon = spawn("dbus", ["dbus-daemon", "--session", "--nofork", "--nopidfile",
                                f"--address=unix:path={bus}"], base)
        env = dict(base, DBUS_SESSION_BUS_ADDRESS=f"unix:path={bus}")
        wait_for(lambda: os.path.exists(bus) and bus_has_name(env, "org.freedesktop.DBus"), 10,
                 "the D-Bus session bus", [("dbus-daemon", daemon)])
        pipewire = spawn("pipewire", ["pipewire"], env)
        wait_for(lambda: os.path.exists(os.path.join(runtime, "pipewire-0")), 10, "PipeWire",
                 [("pipewire", pipewire)])
        mutter_env = dict(env, XDG_SESSION_TYPE="wayland")
        # The compositor is not under test: no fatal criticals (test.sh sets them for the app).
        for name in ("GDK_BACKEND", "G_DEBUG", "GTK_A11Y", "GSK_RENDERER"):
            mutter_env.pop(name, None)
        mutter = spawn("mutter", ["mutter", "--wayland", "--headless", "--no-x11",
                                  f"--virtual-monitor={width}x{height}", "--wayland-display=wayland-0"], mutter_env)
        wait_for(lambda: os.path.exists(os.path.join(runtime, "wayland-0"))
                 and bus_has_name(env, "org.gnome.Mutter.RemoteDesktop")
                 and bus_has_name(env, "org.gnome.Mutter.ScreenCast"), 60,
                 "mutter (its Wayland socket, RemoteDesktop and ScreenCast)", [("mutter", mutter)])
        command_env = dict(env, WAYLAND_DISPLAY="wayland-0", GDK_BACKEND="wayland", XDG_SESSION_TYPE="wayland",
                           TOUCH_DESKTOP_SIZE=f"{width}x{height}")
        command_env.setdefault("GSK_RENDERER", "cairo")
        try:
            child = subprocess.Popen(command, env=command_env)
        except OSError as e:
            log(f"cannot run {command[0]}: {e}")
            status = 127
        else:
            while True:
                try:
                    status = child.wait()
                    break
                except KeyboardInterrupt:
                    child.send_signal(signal.SIGINT)
            if status < 0:
                status = 128 - status
    except KeyboardInterrupt:
        status = 130
    except Exception as e:
        broken = True
        log(f"the desktop did not start: {e}")
        status = 125
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        # What COMMAND left running first (it may still talk to the compositor), then the
        # desktop in reverse order, then anything else that ended up as our descendant.
        if child is not None:
            stop(descendants([child.pid]) + [child.pid])
        for _, p in reversed(started):
            stop(descendants([p.pid]) + [p.pid])
        stop(descendants([os.getpid()]))
        if broken:
            for name, _ in started:
                try:
                    with open(os.path.join(logdir, name + ".log"), errors="replace") as f:
                        tail = f.read()[-1500:]
                except OSError:
                    continue
                if tail.strip():
                    sys.stderr.write(f"--- {name}.log (end) ---\n{tail}\n")
        shutil.rmtree(runtime, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
