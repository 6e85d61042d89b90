// Touch handling around libadwaita 1.2's AdwLeaflet back swipe. See LeafletTouch.h.
//
// One capture-phase GtkEventControllerLegacy on the leaflet sees every touch on its
// children before they do, and before the leaflet's own swipe tracker (a bubble-phase
// GtkGestureDrag, so it runs after them):
//
// - Edge-only back swipe. libadwaita 1.2 takes a back swipe that starts anywhere on the
//   page (adw_leaflet_get_swipe_area limits only forward swipes to the edge, and there is
//   no option). A page whose content moves sideways under the finger (an image flicked
//   to the next one) keeps the back swipe from a strip along the leading edge: a touch
//   that starts outside it turns can-navigate-back off until that touch ends. With
//   can-navigate-back and can-navigate-forward both off the tracker is disabled (its
//   gestures get GTK_PHASE_NONE), so it never sees that touch; the content's own
//   gestures get all of it.
//
// - Gestures that missed the end of a touch. When a child claims a touch only at its
//   release (GtkButton claims in its click gesture's "released"), GTK 4.8 stops the
//   TOUCH_END at the button and tells the leaflet's bubble-phase gestures neither the end
//   nor a denial: they keep the ended touch as a live point. The next touch then either
//   comes with the same GdkEventSequence (Wayland reuses touch ids), is taken as the old
//   one and, as the tracker's capture gesture denies its bubble gesture's sequences when
//   it ends (drag_end_cb in adw-swipe-tracker.c), is never a swipe; or comes with another
//   sequence and is denied for exceeding the gesture's one point. Either way the first
//   back swipe after a tap on a button did nothing. So once a touch ended (after its
//   dispatch), and again when a first finger goes down, every gesture of the leaflet that
//   still holds a touch point is reset.
//
// - Right to left. libadwaita 1.2 reverses the leaflet's swipe tracker only when the
//   leaflet's direction changes (direction_changed), not when it is made: a leaflet made
//   under a right-to-left locale took back swipes towards the right, from the left edge.
//   Attaching flips its direction and back, so the tracker follows the direction it has.
#include <adwaita.h>
#include "LeafletTouch.h"

typedef struct {
    GtkWidget *leaflet;      // not a reference: the state lives in the leaflet's data
    gboolean wanted;         // can-navigate-back as the app wants it
    double edge;             // > 0: back swipe only from a strip this wide
    GdkEventSequence *held;  // the touch holding back swipes off (valid while `holding`)
    gboolean holding;
    guint touches;           // touches down (as seen here)
    guint idle;              // pending check after a touch ended
} LeafletTouch;

static const char *const key = "dd-leaflet-touch";

static LeafletTouch *state_of(void *leaflet) {
    return g_object_get_data(G_OBJECT(leaflet), key);
}

static void apply(LeafletTouch *self) {
    adw_leaflet_set_can_navigate_back(ADW_LEAFLET(self->leaflet), self->wanted && !self->holding);
}

static void release_hold(LeafletTouch *self) {
    if (!self->holding) return;
    self->holding = FALSE;
    self->held = NULL;
    apply(self);
}

/// Resets each touchscreen gesture of the leaflet that still holds a touch point,
/// except one that holds `current` (the event being dispatched) for its own sequence.
static void reset_stale_gestures(LeafletTouch *self, GdkEvent *current) {
    GListModel *controllers = gtk_widget_observe_controllers(self->leaflet);
    guint n = g_list_model_get_n_items(controllers);
    GPtrArray *stale = g_ptr_array_new_with_free_func(g_object_unref);
    for (guint i = 0; i < n; i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        if (GTK_IS_GESTURE(controller)) {
            GtkGesture *gesture = GTK_GESTURE(controller);
            GdkDevice *device = gtk_gesture_get_device(gesture);
            gboolean touch = device && gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN;
            gboolean fresh = current &&
                gtk_gesture_get_last_event(gesture, gdk_event_get_event_sequence(current)) == current;
            if (touch && !fresh) g_ptr_array_add(stale, g_object_ref(controller));
        }
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    // Reset outside the walk: a reset emits "cancel", and the tracker answers it.
    for (guint i = 0; i < stale->len; i++) gtk_event_controller_reset(g_ptr_array_index(stale, i));
    g_ptr_array_unref(stale);
}

static gboolean after_touch_end(gpointer data) {
    LeafletTouch *self = data;
    self->idle = 0;
    if (self->touches == 0) reset_stale_gestures(self, NULL);
    return G_SOURCE_REMOVE;
}

/// Whether (x, y) in the native's surface is outside the back-swipe strip.
static gboolean outside_edge(LeafletTouch *self, double x, double y) {
    GtkNative *native = gtk_widget_get_native(self->leaflet);
    if (!native) return FALSE;
    double sx = 0, sy = 0, lx = 0, ly = 0;
    gtk_native_get_surface_transform(native, &sx, &sy);
    if (!gtk_widget_translate_coordinates(GTK_WIDGET(native), self->leaflet, x - sx, y - sy, &lx, &ly))
        return FALSE;
    if (gtk_widget_get_direction(self->leaflet) == GTK_TEXT_DIR_RTL)
        return lx < gtk_widget_get_width(self->leaflet) - self->edge;
    return lx >= self->edge;
}

static gboolean on_event(GtkEventControllerLegacy *controller, GdkEvent *event, gpointer data) {
    LeafletTouch *self = data;
    GdkEventType type = gdk_event_get_event_type(event);
    if (type == GDK_TOUCH_BEGIN) {
        if (gdk_touch_event_get_emulating_pointer(event)) {
            // The first finger down: no gesture can rightly hold a touch now.
            self->touches = 0;
            reset_stale_gestures(self, event);
        }
        self->touches++;
        double x = 0, y = 0;
        if (self->edge > 0 && self->wanted && !self->holding && gdk_event_get_position(event, &x, &y) &&
            outside_edge(self, x, y)) {
            self->holding = TRUE;
            self->held = gdk_event_get_event_sequence(event);
            apply(self);
        }
    } else if (type == GDK_TOUCH_END || type == GDK_TOUCH_CANCEL) {
        if (self->touches > 0) self->touches--;
        if (self->holding && gdk_event_get_event_sequence(event) == self->held) release_hold(self);
        // After this event's dispatch, before the next event (GDK's are G_PRIORITY_DEFAULT).
        if (!self->idle) self->idle = g_idle_add_full(G_PRIORITY_HIGH, after_touch_end, self, NULL);
    }
    return GDK_EVENT_PROPAGATE;
}

static void on_unmap(GtkWidget *widget, gpointer data) {
    LeafletTouch *self = data;
    self->touches = 0;
    release_hold(self);
}

static void free_state(gpointer data) {
    LeafletTouch *self = data;
    if (self->idle) g_source_remove(self->idle);
    g_free(self);
}

void dd_leaflet_touch_attach(void *leaflet) {
    if (state_of(leaflet)) return;
    LeafletTouch *self = g_new0(LeafletTouch, 1);
    self->leaflet = GTK_WIDGET(leaflet);
    self->wanted = adw_leaflet_get_can_navigate_back(ADW_LEAFLET(leaflet));
    g_object_set_data_full(G_OBJECT(leaflet), key, self, free_state);
    GtkEventController *controller = gtk_event_controller_legacy_new();
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE);
    gtk_event_controller_set_name(controller, "dd-leaflet-touch");
    g_signal_connect(controller, "event", G_CALLBACK(on_event), self);
    gtk_widget_add_controller(self->leaflet, controller);
    g_signal_connect(leaflet, "unmap", G_CALLBACK(on_unmap), self);
    GtkTextDirection direction = gtk_widget_get_direction(self->leaflet);
    gtk_widget_set_direction(self->leaflet, direction == GTK_TEXT_DIR_RTL ? GTK_TEXT_DIR_LTR : GTK_TEXT_DIR_RTL);
    gtk_widget_set_direction(self->leaflet, GTK_TEXT_DIR_NONE);
}

void dd_leaflet_touch_set_can_navigate_back(void *leaflet, int can_navigate_back) {
    LeafletTouch *self = state_of(leaflet);
    if (!self) {
        adw_leaflet_set_can_navigate_back(ADW_LEAFLET(leaflet), can_navigate_back != 0);
        return;
    }
    self->wanted = can_navigate_back != 0;
    apply(self);
}

int dd_leaflet_touch_get_can_navigate_back(void *leaflet) {
    LeafletTouch *self = state_of(leaflet);
    return self ? self->wanted : adw_leaflet_get_can_navigate_back(ADW_LEAFLET(leaflet));
}

void dd_leaflet_touch_set_back_edge(void *leaflet, double width) {
    LeafletTouch *self = state_of(leaflet);
    if (!self) return;
    self->edge = width > 0 ? width : 0;
    if (self->edge == 0) release_hold(self);
}

double dd_leaflet_touch_get_back_edge(void *leaflet) {
    LeafletTouch *self = state_of(leaflet);
    return self ? self->edge : 0;
}

int dd_leaflet_touch_is_suspended(void *leaflet) {
    LeafletTouch *self = state_of(leaflet);
    return self ? self->holding : 0;
}
