// What GtkTests need of GTK's C API that Swift cannot call (variadic functions). Plain C
// types only (objects are void *), so gtk/gtk.h stays inside CGtk.
#ifndef DRILLDOWN_GTK_TEST_SHIMS_H
#define DRILLDOWN_GTK_TEST_SHIMS_H

/// Whether the accessible's description property is exactly `description` (GTK's test
/// API, gtk_test_accessible_check_property).
int dd_test_accessible_description_is(void *accessible, const char *description);

#endif
