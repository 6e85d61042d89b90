// DdZoomView: see ZoomView.h.
#include "ZoomView.h"
#include "ZoomImagePrivate.h"
#include "ShmPoolWarmer.h"
#include <gtk/gtk.h>
#include <math.h>

#define DD_TYPE_ZOOM_VIEW (dd_zoom_view_get_type())
G_DECLARE_FINAL_TYPE(DdZoomView, dd_zoom_view, DD, ZOOM_VIEW, GtkWidget)

struct _DdZoomView {
    GtkWidget parent_instance;
    DdZoomImage *image;
    double scale;
    double offset_x;
    double offset_y;
    int last_width;
    int last_height;
};

enum { SIGNAL_VIEW_RESIZED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE(DdZoomView, dd_zoom_view, GTK_TYPE_WIDGET)

static void dd_zoom_view_dispose(GObject *object) {
    DdZoomView *self = DD_ZOOM_VIEW(object);
    g_clear_pointer(&self->image, dd_zoom_image_unref);
    G_OBJECT_CLASS(dd_zoom_view_parent_class)->dispose(object);
}

/// The level to draw at `scale` (device pixels per image pixel): the smallest whose
/// pixels are magnified at most 1.5× on screen. Its pixels are then shrunk at most
/// 1.33× (the next smaller level would be magnified more than 1.5×), which keeps the
/// cairo renderer on its bilinear path: beyond 1.33× cairo's default filter switches to
/// a box convolution over every source pixel, which made zoom frames 3–4× slower.
static int level_for_scale(const DdZoomImage *image, double scale) {
    int level = 0;
    while (level + 1 < image->n_levels &&
           (double)image->levels[level + 1].width / (double)image->width * 1.5 >= scale)
        level++;
    return level;
}

static gboolean draws_with_cairo(DdZoomView *self) {
    GtkNative *native = gtk_widget_get_native(GTK_WIDGET(self));
    GskRenderer *renderer = native != NULL ? gtk_native_get_renderer(native) : NULL;
    return renderer != NULL && GSK_IS_CAIRO_RENDERER(renderer);
}

/// `value` (in logical pixels) on the nearest device pixel.
static double on_device_pixel(double value, double device) {
    return round(value * device) / device;
}

static void dd_zoom_view_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DdZoomView *self = DD_ZOOM_VIEW(widget);
    if (self->image == NULL || !(self->scale > 0))
        return;
    int width = gtk_widget_get_width(widget);
    int height = gtk_widget_get_height(widget);
    if (width <= 0 || height <= 0)
        return;
    const DdZoomImage *image = self->image;
    double s = self->scale;
    // The level is chosen for the device's pixels (2 per logical pixel on a HiDPI
    // screen), and the image's corner sits on a device pixel: at one image pixel per
    // device pixel, each is drawn on exactly one.
    double device = MAX(1, gtk_widget_get_scale_factor(widget));
    const DdZoomLevel *level = &image->levels[level_for_scale(image, s * device)];
    DdZoomFrame frame = { .level = level, .device = device,
                          .ox = on_device_pixel(self->offset_x, device),
                          .oy = on_device_pixel(self->offset_y, device),
                          // Size of one level pixel on screen.
                          .fx = s * (double)image->width / (double)level->width,
                          .fy = s * (double)image->height / (double)level->height };

    // The visible part of the level, in level pixels, and the tiles covering it.
    double left = (0 - frame.ox) / frame.fx, right = (width - frame.ox) / frame.fx;
    double top = (0 - frame.oy) / frame.fy, bottom = (height - frame.oy) / frame.fy;
    frame.first_column = MAX(0, (int)floor(left / DD_ZOOM_TILE));
    frame.last_column = MIN(level->columns - 1, (int)floor(right / DD_ZOOM_TILE));
    frame.first_row = MAX(0, (int)floor(top / DD_ZOOM_TILE));
    frame.last_row = MIN(level->rows - 1, (int)floor(bottom / DD_ZOOM_TILE));
    if (frame.first_column > frame.last_column || frame.first_row > frame.last_row)
        return;

    // The image's part of the view, on whole device pixels.
    double x0 = MAX(0, frame.ox), y0 = MAX(0, frame.oy);
    double x1 = MIN(width, on_device_pixel(frame.ox + level->width * frame.fx, device));
    double y1 = MIN(height, on_device_pixel(frame.oy + level->height * frame.fy, device));
    if (x1 <= x0 || y1 <= y0)
        return;
    graphene_rect_t bounds = GRAPHENE_RECT_INIT((float)x0, (float)y0, (float)(x1 - x0), (float)(y1 - y0));
    dd_shm_pool_warm(widget);
    if (draws_with_cairo(self))
        dd_zoom_frame_snapshot_cairo(image, &frame, snapshot, &bounds);
    else
        dd_zoom_frame_snapshot_textures(&frame, snapshot, &bounds);
}

static void dd_zoom_view_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline,
                                 int *natural_baseline) {
    (void)for_size;
    DdZoomView *self = DD_ZOOM_VIEW(widget);
    *minimum = 0;
    // Ask for the image's size at one image pixel per device pixel, but no more than a
    // comfortable window.
    int cap = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 480;
    int wanted = 0;
    int device = MAX(1, gtk_widget_get_scale_factor(widget));
    if (self->image != NULL)
        wanted = (orientation == GTK_ORIENTATION_HORIZONTAL ? self->image->width : self->image->height) / device;
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

/// Another scale factor (a monitor of another scale) changes the natural size and the
/// level drawn.
static void scale_factor_changed(GtkWidget *widget, GParamSpec *pspec, gpointer data) {
    (void)pspec;
    (void)data;
    gtk_widget_queue_resize(widget);
}

static void dd_zoom_view_init(DdZoomView *self) {
    self->image = NULL;
    self->scale = 1.0;
    self->offset_x = 0;
    self->offset_y = 0;
    self->last_width = -1;
    self->last_height = -1;
    g_signal_connect(self, "notify::scale-factor", G_CALLBACK(scale_factor_changed), NULL);
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
    gtk_widget_set_hexpand(GTK_WIDGET(self), TRUE);
    gtk_widget_set_vexpand(GTK_WIDGET(self), TRUE);
}

void *dd_zoom_view_new(void) {
    return g_object_new(DD_TYPE_ZOOM_VIEW, NULL);
}

void dd_zoom_view_set_image(void *view, void *image) {
    g_return_if_fail(DD_IS_ZOOM_VIEW(view));
    DdZoomView *self = DD_ZOOM_VIEW(view);
    if (self->image == image)
        return;
    gboolean size_changed = self->image == NULL || image == NULL ||
        self->image->width != ((DdZoomImage *)image)->width ||
        self->image->height != ((DdZoomImage *)image)->height;
    if (image != NULL)
        dd_zoom_image_ref(image);
    g_clear_pointer(&self->image, dd_zoom_image_unref);
    self->image = image;
    if (size_changed)
        gtk_widget_queue_resize(GTK_WIDGET(self));
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

int dd_zoom_view_get_image_width(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), 0);
    DdZoomImage *image = DD_ZOOM_VIEW(view)->image;
    return image ? image->width : 0;
}

int dd_zoom_view_get_image_height(void *view) {
    g_return_val_if_fail(DD_IS_ZOOM_VIEW(view), 0);
    DdZoomImage *image = DD_ZOOM_VIEW(view)->image;
    return image ? image->height : 0;
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
    if (self->image != NULL)
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
