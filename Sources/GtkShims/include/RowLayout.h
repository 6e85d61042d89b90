// A layout manager for list rows (RowLayout.c). Plain C types only (see GtkShims.h).
#ifndef DRILLDOWN_ROW_LAYOUT_H
#define DRILLDOWN_ROW_LAYOUT_H

/// A GtkLayoutManager for a list row: the children that do not expand horizontally
/// (an icon, a chevron) keep their natural width at the start and end, in order; the
/// ones that expand (a title and a subtitle) are stacked in one column between them,
/// `line_spacing` apart, centred vertically with at least `padding` above and below.
/// `spacing` separates the columns. Returns a new GtkLayoutManager (a full reference,
/// which gtk_widget_set_layout_manager takes).
void *dd_row_layout_new(int spacing, int line_spacing, int padding);

#endif
