/* GLib, GObject and GIO (cancellables, streams, errors, checksums) for the Model layer.
 * GTK loads these libraries anyway; no GTK header is reachable from here. */
#include <gio/gio.h>
