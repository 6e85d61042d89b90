// C helpers for the Swift GTK wrapper: GObject subclasses that are simpler in C and
// wrappers for variadic C functions. The header uses plain C types only (GObjects are
// passed as void *), so gtk/gtk.h is included by one Swift-visible module: CGtk.
#ifndef DRILLDOWN_GTK_SHIMS_H
#define DRILLDOWN_GTK_SHIMS_H

#include <stdint.h>
#include "ZoomView.h"
#include "PixbufGate.h"
#include "Log.h"
#include "LeafletTouch.h"
#include "RowLayout.h"
#include "PaintedSpinner.h"

// MARK: Index list model

/// A GListModel of `n_items` rows whose items only carry their position (a
/// DdIndexItem). Rows are materialised by the list view on demand, so a model of a
/// million rows costs no more than one of a hundred. Returns a new reference.
void *dd_index_model_new(unsigned int n_items);
/// Replaces `removed` rows at `position` by `added` rows and emits items-changed.
void dd_index_model_splice(void *model, unsigned int position, unsigned int removed,
                           unsigned int added);
unsigned int dd_index_model_get_n_items(void *model);
/// The row position carried by an item of an index model (its position when created).
unsigned int dd_index_item_get_index(void *item);

// MARK: Variadic functions

void dd_accessible_set_label(void *accessible, const char *label);
void dd_accessible_set_description(void *accessible, const char *description);
void dd_accessible_set_hidden(void *accessible, int hidden);
/// Gives an accessible whose AT context is not realized yet another role (a widget a
/// library built with one no screen reader can see).
void dd_accessible_set_role(void *accessible, int role);
/// The accessible is named by `label` (GTK_ACCESSIBLE_RELATION_LABELLED_BY).
void dd_accessible_set_labelled_by(void *accessible, void *label);
/* Whether the accessible's label property is exactly `label` (for accessibility checks). */
int dd_accessible_label_is(void *accessible, const char *label);
/// Activates a widget action taking one guint ("u"), e.g. GtkListView's
/// "list.scroll-to-item" with a row position (ListViewShims.c).
void dd_widget_activate_action_uint(void *widget, const char *action, unsigned int value);


// MARK: Emitting signals with arguments

/// Emits a signal taking one guint (e.g. GtkListView's "activate" with a position).
void dd_signal_emit_uint(void *instance, const char *signal, unsigned int value);
/// Emits a signal without arguments or return value (e.g. GtkEntry's "activate").
void dd_signal_emit_void(void *instance, const char *signal);

#endif
