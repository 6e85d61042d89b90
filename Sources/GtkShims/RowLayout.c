// DdRowLayout: a list row's layout, side columns and a stacked text column. See
// RowLayout.h.
//
// Why not a horizontal GtkBox holding a vertical one: asked its height for a width, a
// GtkBox also asks each child its width for the child's minimum height, and a vertical
// box holding a wrapping label passes that on: the label answers by a bisection of
// Pango layouts, each line break reshaped, many times per row. Here a row's height for a
// width is the text column's height at the width left beside the side columns: one
// layout per label.
#include "GtkShims.h"
#include <gtk/gtk.h>

#define DD_TYPE_ROW_LAYOUT (dd_row_layout_get_type())
G_DECLARE_FINAL_TYPE(DdRowLayout, dd_row_layout, DD, ROW_LAYOUT, GtkLayoutManager)

struct _DdRowLayout {
    GtkLayoutManager parent_instance;
    int spacing;
    int line_spacing;
    int padding;
};

G_DEFINE_TYPE(DdRowLayout, dd_row_layout, GTK_TYPE_LAYOUT_MANAGER)

/// Children that expand horizontally are the text column's lines.
static gboolean in_column(GtkWidget *child) { return gtk_widget_get_hexpand(child); }

/// The children's horizontal requests: the side children's summed, the widest line's,
/// and how many columns there are (the side children, and the text column if any).
typedef struct {
    int sides_min, sides_nat, line_min, line_nat, columns;
} RowWidths;

static RowWidths measure_widths(GtkWidget *widget) {
    RowWidths widths = {0};
    gboolean has_column = FALSE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_min = 0, child_nat = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
        if (in_column(child)) {
            widths.line_min = MAX(widths.line_min, child_min);
            widths.line_nat = MAX(widths.line_nat, child_nat);
            if (!has_column) widths.columns++;
            has_column = TRUE;
        } else {
            widths.sides_min += child_min;
            widths.sides_nat += child_nat;
            widths.columns++;
        }
    }
    return widths;
}

/// The spacing between `columns` columns.
static int spacing_of(DdRowLayout *self, int columns) { return columns > 1 ? (columns - 1) * self->spacing : 0; }

/// The row's horizontal request: the side children's widths, the widest line, spacing.
static void measure_width(DdRowLayout *self, GtkWidget *widget, int *minimum, int *natural) {
    RowWidths widths = measure_widths(widget);
    int spacing = spacing_of(self, widths.columns);
    *minimum = widths.sides_min + widths.line_min + spacing;
    *natural = widths.sides_nat + widths.line_nat + spacing;
}

/// The text column's width in a row `width` wide: what the side columns (at their
/// natural width) leave, but at least the widest line's minimum.
static int column_width(DdRowLayout *self, GtkWidget *widget, int width) {
    RowWidths widths = measure_widths(widget);
    return MAX(widths.line_min, width - widths.sides_nat - spacing_of(self, widths.columns));
}

/// The row's height for `width` (-1: for its minimum width): the tallest side child,
/// or the text column's lines, their spacing and padding.
static void measure_height(DdRowLayout *self, GtkWidget *widget, int width, int *minimum, int *natural) {
    int line_width = width < 0 ? -1 : column_width(self, widget, width);
    int min = 0, nat = 0, column_min = 0, column_nat = 0, lines = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_min = 0, child_nat = 0;
        if (in_column(child)) {
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, line_width, &child_min, &child_nat, NULL, NULL);
            column_min += child_min;
            column_nat += child_nat;
            lines++;
        } else {
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &child_min, &child_nat, NULL, NULL);
            min = MAX(min, child_min);
            nat = MAX(nat, child_nat);
        }
    }
    if (lines > 0) {
        int extra = (lines - 1) * self->line_spacing + 2 * self->padding;
        min = MAX(min, column_min + extra);
        nat = MAX(nat, column_nat + extra);
    }
    *minimum = min;
    *natural = nat;
}

static void dd_row_layout_measure(GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                                  int for_size, int *minimum, int *natural, int *minimum_baseline,
                                  int *natural_baseline) {
    DdRowLayout *self = DD_ROW_LAYOUT(manager);
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        measure_width(self, widget, minimum, natural);
    } else {
        measure_height(self, widget, for_size, minimum, natural);
    }
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void dd_row_layout_allocate(GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                                   int baseline) {
    (void)baseline;
    DdRowLayout *self = DD_ROW_LAYOUT(manager);
    int line_width = column_width(self, widget, width);
    // The column's natural height, to centre it.
    int column_height = 0, lines = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child) || !in_column(child)) continue;
        int child_min = 0, child_nat = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, line_width, &child_min, &child_nat, NULL, NULL);
        column_height += child_nat;
        lines++;
    }
    if (lines > 1) column_height += (lines - 1) * self->line_spacing;
    int y = MAX(self->padding, (height - column_height) / 2);
    int x = 0, column_x = -1;
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_min = 0, child_nat = 0;
        GtkAllocation allocation;
        if (in_column(child)) {
            if (column_x < 0) {
                column_x = x;
                x += line_width + self->spacing;
            }
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, line_width, &child_min, &child_nat, NULL, NULL);
            allocation = (GtkAllocation){column_x, y, line_width, child_nat};
            y += child_nat + self->line_spacing;
        } else {
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, &child_nat, NULL, NULL);
            allocation = (GtkAllocation){x, 0, child_nat, height};
            x += child_nat + self->spacing;
        }
        if (rtl) allocation.x = width - allocation.x - allocation.width;
        gtk_widget_size_allocate(child, &allocation, -1);
    }
}

static GtkSizeRequestMode dd_row_layout_get_request_mode(GtkLayoutManager *manager, GtkWidget *widget) {
    (void)manager;
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void dd_row_layout_class_init(DdRowLayoutClass *klass) {
    GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS(klass);
    manager_class->measure = dd_row_layout_measure;
    manager_class->allocate = dd_row_layout_allocate;
    manager_class->get_request_mode = dd_row_layout_get_request_mode;
}

static void dd_row_layout_init(DdRowLayout *self) {
    self->spacing = 0;
    self->line_spacing = 0;
    self->padding = 0;
}

void *dd_row_layout_new(int spacing, int line_spacing, int padding) {
    DdRowLayout *self = g_object_new(DD_TYPE_ROW_LAYOUT, NULL);
    self->spacing = spacing;
    self->line_spacing = line_spacing;
    self->padding = padding;
    return self;
}
