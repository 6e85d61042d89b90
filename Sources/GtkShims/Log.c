#include <glib.h>
#include "Log.h"

void dd_log(int warning, const char *message) {
    g_log("drilldown", warning ? G_LOG_LEVEL_WARNING : G_LOG_LEVEL_MESSAGE, "%s", message);
}
