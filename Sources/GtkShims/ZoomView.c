// DdZoomView: see ZoomView.h.
#include "ZoomView.h"
#include <gtk/gtk.h>
#include <math.h>

#define DD_TYPE_ZOOM_VIEW (dd_zoom_view_get_type())
G_DECLARE_FINAL_TYPE(DdZoomView, dd_zoom_view, DD, ZOOM_VIEW, GtkWidget)

struct _DdZoomView {
    GtkWidget parent_instance;
    GdkTexture *texture;
    double scale;
    double offset_x;
    double offset_y;
    int last_width;
    int last_height;
    gulong snapshot_count;
};

enum { SIGNAL_VIEW_RESIZED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE(DdZoomView, dd_zoom_view, GTK_TYPE_WIDGET)

static void dd_zoom_view_dispose(GObject *object) {
    DdZoomView *self = DD_ZOOM_VIEW(object);
    g_clear_object(&self->texture);
    G_OBJECT_CLASS(dd_zoom_view_parent_class)->dispose(object);
}

static void dd_zoom_view_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DdZoomView *self = DD_ZOOM_VIEW(widget);
    self->snapshot_count++;
    if (self->texture == NULL || !(self->scale > 0))
        return;
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    if (width <= 0 || height <= 0)
        return;
    graphene_rect_t view = GRAPHENE_RECT_INIT(0, 0, width, height);
    graphene_rect_t image = GRAPHENE_RECT_INIT(
        (float)self->offset_x, (float)self->offset_y,
        (float)(gdk_texture_get_width(self->texture) * self->scale),
        (float)(gdk_texture_get_height(self->texture) * self->scale));
    // One texture node scaled into its bounds; a clip only when the image overflows the
    // view (a zoomed image), so the renderer never touches pixels outside the widget.
    gboolean overflows = !graphene_rect_contains_rect(&view, &image);
    if (overflows)
        gtk_snapshot_push_clip(snapshot, &view);
    gtk_snapshot_append_texture(snapshot, self->texture, &image);
    if (overflows)
        gtk_snapshot_pop(snapshot);
}

static void dd_zoom_view_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline,
                                 int *natural_baseline) {
    (void)for_size;
    DdZoomView *self = DD_ZOOM_VIEW(widget);
    *minimum = 0;
    // Ask for the image's size, but no more than a comfortable window.
    int cap = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 480;
    int wanted = 0;
    if (self->texture != NULL)
        wanted = orientation == GTK_ORIENTATION_HORIZONTAL ? gdk_texture_get_width(self->texture)
                                                           : gdk_texture_get_height(self->texture);
    *natural = wanted > 0 && wanted < cap ? wanted : cap;
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void dd_zoom_view_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    DdZoomView *self = DD_ZOOM_VIEW(widget);
    if (width == self->last_width && height == self->last_height)
        return;
    self->last_width = width;
    self->last_height = height;
    g_signal_emit(self, signals[SIGNAL_VIEW_RESIZED], 0, width, height);
}

static void dd_zoom_view_class_init(DdZoomViewClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = dd_zoom_view_dispose;
    widget_class->snapshot = dd_zoom_view_snapshot;
    widget_class->measure = dd_zoom_view_measure;
    widget_class->size_allocate = dd_zoom_view_size_allocate;
    gtk_widget_class_set_css_name(widget_class, "zoomview");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_IMG);
    signals[SIGNAL_VIEW_RESIZED] = g_signal_new("view-resized", G_TYPE_FROM_CLASS(klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
}

static void dd_zoom_view_init(DdZoomView *self) {
    self->texture = NULL;
    self->scale = 1.0;
    self->offset_x = 0;
    self->offset_y = 0;
    self->last_width = -1;
    self->last_height = -1;
    self->snapshot_count = 0;
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    gtk_widget_set_hexpand(GTK_WIDGET(self), TRUE);
    gtk_widget_set_vexpand(GTK_WIDGET(self), TRUE);
}

void *dd_zoom_view_new(void) {
    return g_object_new(DD_TYPE_ZOOM_VIEW, NULL);
}

void dd_zoom_view_set_texture(void *view, void *texture) {
    g_return_if_fail(DD_IS_ZOOM_VIEW(view));
    g_return_if_fail(texture == NULL || GDK_IS_TEXTURE(texture));
    DdZoomView *self = DD_ZOOM_VIEW(view);
    if (self->texture == texture)
        return;
    gboolean size_changed = self->texture == NULL || texture == NULL ||
        gdk_texture_get_width(self->texture) != gdk_texture_get_width(texture) ||
        gdk_texture_get_height(self->texture) != gdk_texture_get_height(texture);
    g_set_object(&self->texture, texture);
    if (size_changed)
        gtk_widget_queue_resize(GTK_WIDGET(self));
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

void *dd_zoom_view_get_texture(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), NULL);
    return DD_ZOOM_VIEW(view)->texture;
}

int dd_zoom_view_get_image_width(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), 0);
    GdkTexture *texture = DD_ZOOM_VIEW(view)->texture;
    return texture ? gdk_texture_get_width(texture) : 0;
}

int dd_zoom_view_get_image_height(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), 0);
    GdkTexture *texture = DD_ZOOM_VIEW(view)->texture;
    return texture ? gdk_texture_get_height(texture) : 0;
}

void dd_zoom_view_set_transform(void *view, double scale, double offset_x, double offset_y) {
    g_return_if_fail(DD_IS_ZOOM_VIEW(view));
    g_return_if_fail(isfinite(scale) && scale > 0 && isfinite(offset_x) && isfinite(offset_y));
    DdZoomView *self = DD_ZOOM_VIEW(view);
    if (self->scale == scale && self->offset_x == offset_x && self->offset_y == offset_y)
        return;
    self->scale = scale;
    self->offset_x = offset_x;
    self->offset_y = offset_y;
    if (self->texture != NULL)
        gtk_widget_queue_draw(GTK_WIDGET(self));
}

double dd_zoom_view_get_scale(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), 1.0);
    return DD_ZOOM_VIEW(view)->scale;
}

double dd_zoom_view_get_offset_x(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), 0);
    return DD_ZOOM_VIEW(view)->offset_x;
}

double dd_zoom_view_get_offset_y(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), 0);
    return DD_ZOOM_VIEW(view)->offset_y;
}

unsigned long dd_zoom_view_get_snapshot_count(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), 0);
    return DD_ZOOM_VIEW(view)->snapshot_count;
}
