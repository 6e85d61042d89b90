// DdPaintedSpinner: see PaintedSpinner.h.
#include "PaintedSpinner.h"
#include <gtk/gtk.h>

#define DD_TYPE_PAINTED_SPINNER (dd_painted_spinner_get_type())
G_DECLARE_FINAL_TYPE(DdPaintedSpinner, dd_painted_spinner, DD, PAINTED_SPINNER, GtkWidget)

#define SPINNER_SIZE 16
/// Positions per turn (one turn a second): each is one frame, so the window is drawn 12
/// times a second rather than on every frame (on X11 with the cairo renderer each frame
/// is a few round trips to the server, which a busy server makes the main thread wait for).
#define SPINNER_STEPS 12

struct _DdPaintedSpinner {
    GtkWidget parent_instance;
    gboolean spinning;
    guint timer_id;
};

G_DEFINE_FINAL_TYPE(DdPaintedSpinner, dd_painted_spinner, GTK_TYPE_WIDGET)

static gboolean dd_painted_spinner_step(gpointer data) {
    gtk_widget_queue_draw(GTK_WIDGET(data));
    return G_SOURCE_CONTINUE;
}

// Steps only while spinning and mapped: an unmapped spinner costs nothing.
static void dd_painted_spinner_update_timer(DdPaintedSpinner *self) {
    GtkWidget *widget = GTK_WIDGET(self);
    gboolean wanted = self->spinning && gtk_widget_get_mapped(widget);
    if (wanted && self->timer_id == 0) {
        self->timer_id = g_timeout_add(1000 / SPINNER_STEPS, dd_painted_spinner_step, self);
    } else if (!wanted && self->timer_id != 0) {
        g_clear_handle_id(&self->timer_id, g_source_remove);
    }
    gtk_widget_queue_draw(widget);
}

static void dd_painted_spinner_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                       int *natural, int *minimum_baseline, int *natural_baseline) {
    (void)widget;
    (void)orientation;
    (void)for_size;
    (void)minimum_baseline;
    (void)natural_baseline;
    *minimum = *natural = SPINNER_SIZE;
}

static void dd_painted_spinner_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    DdPaintedSpinner *self = DD_PAINTED_SPINNER(widget);
    if (!self->spinning) return;
    GtkIconTheme *theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget));
    GtkIconPaintable *icon =
        gtk_icon_theme_lookup_icon(theme, "process-working-symbolic", NULL, SPINNER_SIZE,
                                   gtk_widget_get_scale_factor(widget), gtk_widget_get_direction(widget), 0);
    if (icon == NULL) return;
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS // gtk_widget_get_color is GTK 4.10
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    gint64 now = clock != NULL ? gdk_frame_clock_get_frame_time(clock) : g_get_monotonic_time();
    gint64 step = (now / (G_USEC_PER_SEC / SPINNER_STEPS)) % SPINNER_STEPS;
    float angle = (float)step * 360.0f / SPINNER_STEPS;
    gboolean dimmed = !gtk_widget_is_sensitive(widget);
    if (dimmed) gtk_snapshot_push_opacity(snapshot, 0.5);
    gtk_snapshot_save(snapshot);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(gtk_widget_get_width(widget) / 2.0f,
                                                          gtk_widget_get_height(widget) / 2.0f));
    gtk_snapshot_rotate(snapshot, angle);
    gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT(-SPINNER_SIZE / 2.0f, -SPINNER_SIZE / 2.0f));
    gtk_symbolic_paintable_snapshot_symbolic(GTK_SYMBOLIC_PAINTABLE(icon), snapshot, SPINNER_SIZE, SPINNER_SIZE,
                                             &color, 1);
    gtk_snapshot_restore(snapshot);
    if (dimmed) gtk_snapshot_pop(snapshot);
    g_object_unref(icon);
}

static void dd_painted_spinner_map(GtkWidget *widget) {
    GTK_WIDGET_CLASS(dd_painted_spinner_parent_class)->map(widget);
    dd_painted_spinner_update_timer(DD_PAINTED_SPINNER(widget));
}

static void dd_painted_spinner_unmap(GtkWidget *widget) {
    GTK_WIDGET_CLASS(dd_painted_spinner_parent_class)->unmap(widget);
    dd_painted_spinner_update_timer(DD_PAINTED_SPINNER(widget));
}

static void dd_painted_spinner_dispose(GObject *object) {
    DdPaintedSpinner *self = DD_PAINTED_SPINNER(object);
    g_clear_handle_id(&self->timer_id, g_source_remove);
    G_OBJECT_CLASS(dd_painted_spinner_parent_class)->dispose(object);
}

static void dd_painted_spinner_class_init(DdPaintedSpinnerClass *class) {
    G_OBJECT_CLASS(class)->dispose = dd_painted_spinner_dispose;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(class);
    widget_class->measure = dd_painted_spinner_measure;
    widget_class->snapshot = dd_painted_spinner_snapshot;
    widget_class->map = dd_painted_spinner_map;
    widget_class->unmap = dd_painted_spinner_unmap;
    gtk_widget_class_set_css_name(widget_class, "paintedspinner");
}

static void dd_painted_spinner_init(DdPaintedSpinner *self) {
    self->spinning = FALSE;
    self->timer_id = 0;
}

void *dd_painted_spinner_new(void) { return g_object_new(DD_TYPE_PAINTED_SPINNER, NULL); }

void dd_painted_spinner_set_spinning(void *spinner, int spinning) {
    g_return_if_fail(DD_IS_PAINTED_SPINNER(spinner));
    DdPaintedSpinner *self = DD_PAINTED_SPINNER(spinner);
    if (self->spinning == (spinning != 0)) return;
    self->spinning = spinning != 0;
    dd_painted_spinner_update_timer(self);
}

int dd_painted_spinner_get_spinning(void *spinner) {
    g_return_val_if_fail(DD_IS_PAINTED_SPINNER(spinner), 0);
    return DD_PAINTED_SPINNER(spinner)->spinning;
}
