// Logging through GLib (g_log is variadic, which Swift cannot call).
#ifndef DRILLDOWN_LOG_H
#define DRILLDOWN_LOG_H

/// Logs `message` in `domain` (NULL: GLib's default) at G_LOG_LEVEL_WARNING (`warning` != 0) or
/// G_LOG_LEVEL_MESSAGE.
void dd_log(const char *domain, int warning, const char *message);

#endif
