#include <gdk-pixbuf/gdk-pixbuf.h>
#include <string.h>
#include "PixbufGate.h"

struct DdPixbufGate {
    GdkPixbufLoader *loader;
    long long max_pixels;
    int max_side;
    int width, height;     // announced
    int status;            // sticky refusal
    int rows_done;         // the lowest row (exclusive) any decoded area reached
    gboolean closed;
    char *message;
    unsigned char tail[64]; // the last bytes written: where a complete file has its end marker
    size_t tail_length;
};

static void size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    DdPixbufGate *gate = data;
    gate->width = width;
    gate->height = height;
    if (width <= 0 || height <= 0 || (long long)width > gate->max_pixels / (long long)height) {
        gate->status = DD_GATE_TOO_LARGE;
        // 0 × 0 makes the format module stop before it allocates the pixels (the trick
        // gdk_pixbuf_get_file_info uses).
        gdk_pixbuf_loader_set_size(loader, 0, 0);
        return;
    }
    // Decoded at full size (within max_pixels) and scaled at the end: a loader asked to
    // scale stops reporting the rows it decoded, which is how a cut file is told apart.
}

static void area_updated(GdkPixbufLoader *loader, int x, int y, int width, int height, gpointer data) {
    (void)loader; (void)x; (void)width;
    DdPixbufGate *gate = data;
    if (y + height > gate->rows_done) gate->rows_done = y + height;
}

DdPixbufGate *dd_pixbuf_gate_new(long long max_pixels, int max_side) {
    DdPixbufGate *gate = g_new0(DdPixbufGate, 1);
    gate->loader = gdk_pixbuf_loader_new();
    gate->max_pixels = max_pixels > 0 ? max_pixels : 1;
    gate->max_side = max_side > 0 ? max_side : 1;
    g_signal_connect(gate->loader, "size-prepared", G_CALLBACK(size_prepared), gate);
    g_signal_connect(gate->loader, "area-updated", G_CALLBACK(area_updated), gate);
    return gate;
}

static void set_message(DdPixbufGate *gate, GError *error) {
    g_free(gate->message);
    gate->message = g_strdup(error ? error->message : "");
}

static int classify(DdPixbufGate *gate, GError *error) {
    if (gate->status == DD_GATE_TOO_LARGE) return DD_GATE_TOO_LARGE;
    if (error && error->domain == GDK_PIXBUF_ERROR && error->code == GDK_PIXBUF_ERROR_UNKNOWN_TYPE)
        return DD_GATE_NOT_AN_IMAGE;
    set_message(gate, error);
    return DD_GATE_UNREADABLE;
}

static void keep_tail(DdPixbufGate *gate, const unsigned char *bytes, size_t length) {
    size_t size = sizeof gate->tail;
    if (length >= size) {
        memcpy(gate->tail, bytes + length - size, size);
        gate->tail_length = size;
        return;
    }
    size_t keep = gate->tail_length + length > size ? size - length : gate->tail_length;
    memmove(gate->tail, gate->tail + gate->tail_length - keep, keep);
    memcpy(gate->tail + keep, bytes, length);
    gate->tail_length = keep + length;
}

static gboolean tail_contains(DdPixbufGate *gate, const char *marker, size_t length) {
    for (size_t at = 0; at + length <= gate->tail_length; at++) {
        if (memcmp(gate->tail + at, marker, length) == 0) return TRUE;
    }
    return FALSE;
}

/// Whether the bytes end as a complete file of the format does: PNG with its IEND
/// chunk, JPEG with its EOI marker, GIF with its trailer. (Decoders close a cut PNG or
/// JPEG without an error and fill the missing rows; this is how it shows.)
static gboolean ends_complete(DdPixbufGate *gate) {
    GdkPixbufFormat *format = gdk_pixbuf_loader_get_format(gate->loader);
    if (!format) return TRUE;
    gchar *name = gdk_pixbuf_format_get_name(format);
    gboolean complete = TRUE;
    if (g_strcmp0(name, "png") == 0) complete = tail_contains(gate, "IEND", 4);
    else if (g_strcmp0(name, "jpeg") == 0) complete = tail_contains(gate, "\xFF\xD9", 2);
    else if (g_strcmp0(name, "gif") == 0) complete = tail_contains(gate, "\x3B", 1);
    g_free(name);
    return complete;
}

int dd_pixbuf_gate_write(DdPixbufGate *gate, const unsigned char *bytes, size_t length) {
    if (gate->status != DD_GATE_OK) return gate->status;
    keep_tail(gate, bytes, length);
    GError *error = NULL;
    if (!gdk_pixbuf_loader_write(gate->loader, bytes, length, &error)) {
        gate->status = classify(gate, error);
        g_clear_error(&error);
        return gate->status;
    }
    return gate->status;
}

void dd_pixbuf_gate_get_announced_size(DdPixbufGate *gate, int *width, int *height) {
    *width = gate->width;
    *height = gate->height;
}

void *dd_pixbuf_gate_finish(DdPixbufGate *gate, int *status) {
    GError *error = NULL;
    gboolean closed = gdk_pixbuf_loader_close(gate->loader, &error);
    gate->closed = TRUE;
    if (gate->status != DD_GATE_OK) {
        g_clear_error(&error);
        *status = gate->status;
        return NULL;
    }
    if (!closed) {
        // A loader that never saw a header has no format: not an image at all.
        gboolean known = gdk_pixbuf_loader_get_format(gate->loader) != NULL;
        int refused = known ? DD_GATE_TRUNCATED : DD_GATE_NOT_AN_IMAGE;
        if (known && error && gate->width > 0 && gate->rows_done >= gate->height) refused = DD_GATE_UNREADABLE;
        set_message(gate, error);
        g_clear_error(&error);
        *status = gate->status = refused;
        return NULL;
    }
    GdkPixbuf *pixbuf = gdk_pixbuf_loader_get_pixbuf(gate->loader);
    if (pixbuf == NULL || gate->width <= 0) {
        *status = gate->status = gdk_pixbuf_loader_get_format(gate->loader) ? DD_GATE_TRUNCATED : DD_GATE_NOT_AN_IMAGE;
        return NULL;
    }
    // Every row must have been decoded: a file cut short is closed without an error by
    // some modules and shows as half a picture.
    GdkPixbufAnimation *animation = gdk_pixbuf_loader_get_animation(gate->loader);
    gboolean still = animation == NULL || gdk_pixbuf_animation_is_static_image(animation);
    if (!ends_complete(gate)) {
        g_free(gate->message);
        gate->message = g_strdup("the file ends before the image does");
        *status = gate->status = DD_GATE_TRUNCATED;
        return NULL;
    }
    if (still && gate->rows_done < gdk_pixbuf_get_height(pixbuf)) {
        g_free(gate->message);
        gate->message = g_strdup_printf("%d of %d rows", gate->rows_done, gdk_pixbuf_get_height(pixbuf));
        *status = gate->status = DD_GATE_TRUNCATED;
        return NULL;
    }
    GdkPixbuf *upright = gdk_pixbuf_apply_embedded_orientation(pixbuf);
    if (!upright) upright = g_object_ref(pixbuf);
    int width = gdk_pixbuf_get_width(upright), height = gdk_pixbuf_get_height(upright);
    int longest = width > height ? width : height;
    if (longest > gate->max_side) {
        double scale = (double)gate->max_side / longest;
        int w = width >= height ? gate->max_side : (int)(width * scale + 0.5);
        int h = height > width ? gate->max_side : (int)(height * scale + 0.5);
        GdkPixbuf *scaled = gdk_pixbuf_scale_simple(upright, w < 1 ? 1 : w, h < 1 ? 1 : h, GDK_INTERP_BILINEAR);
        g_object_unref(upright);
        if (!scaled) {
            g_free(gate->message);
            gate->message = g_strdup("out of memory while scaling the image");
            *status = gate->status = DD_GATE_UNREADABLE;
            return NULL;
        }
        upright = scaled;
    }
    *status = DD_GATE_OK;
    return upright;
}

const char *dd_pixbuf_gate_get_message(DdPixbufGate *gate) {
    return gate->message ? gate->message : "";
}

void dd_pixbuf_gate_free(DdPixbufGate *gate) {
    if (!gate) return;
    if (!gate->closed) gdk_pixbuf_loader_close(gate->loader, NULL);
    g_object_unref(gate->loader);
    g_free(gate->message);
    g_free(gate);
}
