// Wrappers for variadic GTK/GObject functions, which Swift cannot call.
#include "GtkShims.h"
#include <gtk/gtk.h>

void dd_accessible_set_label(void *accessible, const char *label) {
    g_return_if_fail(GTK_IS_ACCESSIBLE(accessible));
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible),
                                   GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

int dd_accessible_label_is(void *accessible, const char *label) {
    g_return_val_if_fail(GTK_IS_ACCESSIBLE(accessible), 0);
    char *difference = gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible),
                                                          GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    int same = difference == NULL;
    g_free(difference);
    return same;
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

void dd_signal_emit_uint(void *instance, const char *signal, unsigned int value) {
    g_signal_emit_by_name(instance, signal, (guint)value);
}

/// Emits a signal without arguments or return value (g_signal_emit_by_name is variadic).
void dd_signal_emit_void(void *instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

void dd_accessible_set_role(void *accessible, int role) {
    g_return_if_fail(GTK_IS_ACCESSIBLE(accessible));
    g_object_set(accessible, "accessible-role", (GtkAccessibleRole)role, NULL);
}

void dd_accessible_set_labelled_by(void *accessible, void *label) {
    g_return_if_fail(GTK_IS_ACCESSIBLE(accessible) && GTK_IS_ACCESSIBLE(label));
    gtk_accessible_update_relation(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}
