// Keeps cairo's X11 shared-memory pool alive between frames (X11 + cairo renderer only).
//
// GTK 4.8's X11 cairo present draws each frame into a new pixmap whose pixels cairo 1.16
// keeps in shared memory taken from a pool of segments (cairo-xlib-surface-shm.c: a pool
// of 8 blocks of the next power of two above the request, destroyed as soon as no block
// is in use). Measured while a zoom or pan redraws the whole window: the pool emptied
// between frames, so every frame made a new 32 MiB segment (shmget, XShmAttach; 1.2 per
// frame) and faulted in its pages again in the app and in the X server (~1,200 more page
// faults per frame): half of a zoom frame's main-thread CPU time.
//
// Holding one block of such a pool for the display's lifetime keeps the pool, so later
// frames of up to a block reuse pages already mapped on both sides.
#include "ShmPoolWarmer.h"
#include "ZoomView.h"
#include <gtk/gtk.h>
#ifdef GDK_WINDOWING_X11
#include <cairo-xlib.h>
#include <gdk/x11/gdkx.h>
#endif

#define DD_SHM_WARMER_KEY "dd-shm-pool-warmer"
/// Set on a display whose cairo gives no shared memory (no MIT-SHM): not tried again.
#define DD_SHM_UNAVAILABLE_KEY "dd-shm-pool-unavailable"
/// The largest frame (bytes) served from the kept pool: a 2560×1600 window.
#define DD_SHM_MAX_FRAME ((gsize)2560 * 1600 * 4)

static gboolean keep_pool = TRUE;

/// The smallest request whose pool serves frames of `frame` bytes: cairo sizes a pool's
/// largest block as the power of two above the request, so half that block plus a page.
static gsize keeper_size(gsize frame) {
    gsize block = (gsize)1 << 16;
    while (block <= frame)
        block <<= 1;
    return block / 2 + 4096;
}

void dd_shm_pool_warm(void *widget) {
#ifdef GDK_WINDOWING_X11
    g_return_if_fail(GTK_IS_WIDGET(widget));
    GdkDisplay *display = gtk_widget_get_display(GTK_WIDGET(widget));
    if (!keep_pool || !GDK_IS_X11_DISPLAY(display) || g_object_get_data(G_OBJECT(display), DD_SHM_UNAVAILABLE_KEY))
        return;
    GtkNative *native = gtk_widget_get_native(GTK_WIDGET(widget));
    GskRenderer *renderer = native != NULL ? gtk_native_get_renderer(native) : NULL;
    GdkSurface *surface = native != NULL ? gtk_native_get_surface(native) : NULL;
    if (renderer == NULL || !GSK_IS_CAIRO_RENDERER(renderer) || surface == NULL)
        return;
    int scale = gdk_surface_get_scale_factor(surface);
    gsize frame = (gsize)gdk_surface_get_width(surface) * (gsize)gdk_surface_get_height(surface) * 4 *
                  (gsize)(scale * scale);
    frame = MIN(frame, DD_SHM_MAX_FRAME);
    gsize wanted = keeper_size(frame);
    cairo_surface_t *kept = g_object_get_data(G_OBJECT(display), DD_SHM_WARMER_KEY);
    if (kept != NULL &&
        (gsize)cairo_image_surface_get_stride(kept) * (gsize)cairo_image_surface_get_height(kept) >= wanted)
        return;
    Screen *screen = gdk_x11_display_get_xscreen(display);
    cairo_surface_t *root = cairo_xlib_surface_create(gdk_x11_display_get_xdisplay(display),
                                                      gdk_x11_display_get_xrootwindow(display),
                                                      DefaultVisualOfScreen(screen), 1, 1);
    // One row of `wanted` bytes would exceed cairo's width limit: 1024 pixels wide.
    int height = (int)((wanted + 4095) / 4096);
    cairo_surface_t *keeper = cairo_surface_create_similar_image(root, CAIRO_FORMAT_ARGB32, 1024, height);
    cairo_surface_destroy(root);
    // Without MIT-SHM cairo gives a plain image surface (no device): nothing to keep.
    if (cairo_surface_status(keeper) != CAIRO_STATUS_SUCCESS || cairo_surface_get_device(keeper) == NULL) {
        cairo_surface_destroy(keeper);
        g_object_set_data(G_OBJECT(display), DD_SHM_UNAVAILABLE_KEY, GINT_TO_POINTER(1));
        return;
    }
    g_object_set_data_full(G_OBJECT(display), DD_SHM_WARMER_KEY, keeper, (GDestroyNotify)cairo_surface_destroy);
#else
    (void)widget;
#endif
}

void dd_zoom_view_set_keep_shm_pool(int keep) {
    keep_pool = keep != 0;
    GdkDisplay *display = gdk_display_get_default();
    if (!keep_pool && display != NULL)
        g_object_set_data(G_OBJECT(display), DD_SHM_WARMER_KEY, NULL);
}

int dd_zoom_view_holds_shm_pool(void *view) {
    g_return_val_if_fail(GTK_IS_WIDGET(view), 0);
    return g_object_get_data(G_OBJECT(gtk_widget_get_display(GTK_WIDGET(view))), DD_SHM_WARMER_KEY) != NULL;
}
