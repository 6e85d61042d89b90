/* libsoup 3 (HTTP over GIO). Depends on GLib/GIO only: no GTK header is reachable from
 * here, so the Model layer can use it. */
#include <libsoup/soup.h>
