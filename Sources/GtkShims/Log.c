#include <glib.h>
#include "Log.h"

void dd_log(const char *domain, int warning, const char *message) {
    g_log(domain, warning ? G_LOG_LEVEL_WARNING : G_LOG_LEVEL_MESSAGE, "%s", message);
}
