// Helpers for GtkListView on GTK 4.8 (which has no gtk_list_view_scroll_to).
#include "GtkShims.h"
#include <gtk/gtk.h>

void dd_widget_activate_action_uint(void *widget, const char *action, unsigned int value) {
    g_return_if_fail(GTK_IS_WIDGET(widget));
    gtk_widget_activate_action(GTK_WIDGET(widget), action, "u", (guint)value);
}
