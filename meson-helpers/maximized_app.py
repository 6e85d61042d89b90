"""The app's own saved window state, set before a walk starts it: maximized.

A walk needs AT-SPI's window coordinates to be screen coordinates (on Wayland a client
cannot know where its window is; xdotool clicks in screen pixels). The app restores
its window's maximized state from its settings (WindowState), so the walk gives it
settings that say "maximized", as a user's would after closing it maximized: a
maximized window has no shadow or border and fills the monitor from its origin (the
private desktops have no panel). Nothing in the app knows it runs under a walk.
"""
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA_ID = "io.github.drilldown.Drilldown"
SCHEMA_PATH = "io/github/drilldown/Drilldown"


def maximized_environment(folder):
    """Environment entries for the app: its schema compiled into `folder`/schemas and a
    settings key file under `folder`/config that says the window was maximized."""
    schemas = os.path.join(folder, "schemas")
    settings = os.path.join(folder, "config", "glib-2.0", "settings")
    os.makedirs(schemas, exist_ok=True)
    os.makedirs(settings, exist_ok=True)
    source = os.path.join(os.path.dirname(HERE), "data", SCHEMA_ID + ".gschema.xml")
    subprocess.run(["cp", source, schemas], check=True)
    subprocess.run(["glib-compile-schemas", "--strict", schemas], check=True)
    with open(os.path.join(settings, "keyfile"), "w") as keyfile:
        keyfile.write(f"[{SCHEMA_PATH}]\nwindow-maximized=true\n")
    return dict(GSETTINGS_SCHEMA_DIR=schemas, GSETTINGS_BACKEND="keyfile",
                XDG_CONFIG_HOME=os.path.join(folder, "config"))
