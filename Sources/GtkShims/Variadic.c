// Wrappers for variadic GTK/GObject functions, which Swift cannot call.
#include "GtkShims.h"
#include <gtk/gtk.h>

void dd_accessible_set_label(void *accessible, const char *label) {
    g_return_if_fail(GTK_IS_ACCESSIBLE(accessible));
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible),
                                   GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void dd_accessible_set_description(void *accessible, const char *description) {
    g_return_if_fail(GTK_IS_ACCESSIBLE(accessible));
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void dd_accessible_set_hidden(void *accessible, int hidden) {
    g_return_if_fail(GTK_IS_ACCESSIBLE(accessible));
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible),
                                GTK_ACCESSIBLE_STATE_HIDDEN, (gboolean)(hidden != 0), -1);
}

void *dd_message_dialog_new(void *parent, int message_type, const char *text,
                            const char *secondary, const char *button_label) {
    GtkWidget *dialog = gtk_message_dialog_new(parent ? GTK_WINDOW(parent) : NULL,
                                               GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                               (GtkMessageType)message_type, GTK_BUTTONS_NONE,
                                               "%s", text ? text : "");
    if (secondary && *secondary)
        gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    if (button_label)
        gtk_dialog_add_button(GTK_DIALOG(dialog), button_label, GTK_RESPONSE_OK);
    gtk_dialog_set_default_response(GTK_DIALOG(dialog), GTK_RESPONSE_OK);
    return dialog;
}

void dd_signal_emit_uint(void *instance, const char *signal, unsigned int value) {
    g_signal_emit_by_name(instance, signal, (guint)value);
}

/// Emits a signal without arguments or return value (g_signal_emit_by_name is variadic).
void dd_signal_emit_void(void *instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}
