// DdClamp: a container that gives its child at most `maximum_size` pixels of width and
// centres it (libadwaita's AdwClamp, which GTK 4.8 lacks). See GtkShims.h.
#include "GtkShims.h"
#include <gtk/gtk.h>

#define DD_TYPE_CLAMP (dd_clamp_get_type())
G_DECLARE_FINAL_TYPE(DdClamp, dd_clamp, DD, CLAMP, GtkWidget)

struct _DdClamp {
    GtkWidget parent_instance;
    GtkWidget *child;
    int maximum_size;
};

G_DEFINE_TYPE(DdClamp, dd_clamp, GTK_TYPE_WIDGET)

static void dd_clamp_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    DdClamp *self = DD_CLAMP(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (!self->child || !gtk_widget_should_layout(self->child))
        return;
    if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
        for_size = MIN(for_size, MAX(self->maximum_size, 0));
    gtk_widget_measure(self->child, orientation, for_size, minimum, natural, NULL, NULL);
    if (orientation == GTK_ORIENTATION_HORIZONTAL)
        *natural = MAX(*minimum, MIN(*natural, self->maximum_size));
}

static void dd_clamp_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    DdClamp *self = DD_CLAMP(widget);
    if (!self->child || !gtk_widget_should_layout(self->child))
        return;
    int min = 0;
    gtk_widget_measure(self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
    int child_width = MAX(min, MIN(width, self->maximum_size));
    int x = (width - child_width) / 2;
    GtkAllocation allocation = { x, 0, child_width, height };
    gtk_widget_size_allocate(self->child, &allocation, baseline);
}

static void dd_clamp_dispose(GObject *object) {
    DdClamp *self = DD_CLAMP(object);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(dd_clamp_parent_class)->dispose(object);
}

static GtkSizeRequestMode dd_clamp_get_request_mode(GtkWidget *widget) {
    DdClamp *self = DD_CLAMP(widget);
    return self->child ? gtk_widget_get_request_mode(self->child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void dd_clamp_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    DdClamp *self = DD_CLAMP(widget);
    *hexpand = self->child ? gtk_widget_compute_expand(self->child, GTK_ORIENTATION_HORIZONTAL) : FALSE;
    *vexpand = self->child ? gtk_widget_compute_expand(self->child, GTK_ORIENTATION_VERTICAL) : FALSE;
}

static void dd_clamp_class_init(DdClampClass *klass) {
    GTK_WIDGET_CLASS(klass)->measure = dd_clamp_measure;
    GTK_WIDGET_CLASS(klass)->size_allocate = dd_clamp_size_allocate;
    GTK_WIDGET_CLASS(klass)->get_request_mode = dd_clamp_get_request_mode;
    GTK_WIDGET_CLASS(klass)->compute_expand = dd_clamp_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = dd_clamp_dispose;
}

static void dd_clamp_init(DdClamp *self) { self->maximum_size = 600; }

void *dd_clamp_new(int maximum_size) {
    DdClamp *self = g_object_new(DD_TYPE_CLAMP, NULL);
    self->maximum_size = maximum_size;
    return self;
}

void dd_clamp_set_child(void *clamp, void *child) {
    g_return_if_fail(DD_IS_CLAMP(clamp));
    DdClamp *self = DD_CLAMP(clamp);
    if (self->child == child)
        return;
    g_clear_pointer(&self->child, gtk_widget_unparent);
    if (child) {
        self->child = GTK_WIDGET(child);
        gtk_widget_set_parent(self->child, GTK_WIDGET(self));
    }
}
