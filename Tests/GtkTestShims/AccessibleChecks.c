// GTK's accessible test API for GtkTests (see GtkTestShims.h).
#include "GtkTestShims.h"
#include <gtk/gtk.h>

int dd_test_accessible_description_is(void *accessible, const char *description) {
    g_return_val_if_fail(GTK_IS_ACCESSIBLE(accessible), 0);
    char *difference = gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible),
                                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
    int same = difference == NULL;
    g_free(difference);
    return same;
}
