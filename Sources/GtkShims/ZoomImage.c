// DdZoomImage: tiles and a mip pyramid of an image. See ZoomView.h.
#include "ZoomView.h"
#include "ZoomImagePrivate.h"
#include <string.h>

/// Halves a premultiplied BGRA image (2×2 box filter; an odd last row/column is reused).
static guchar *halve(const guchar *src, int width, int height, gsize stride, int *out_width,
                     int *out_height, gsize *out_stride) {
    int w = (width + 1) / 2, h = (height + 1) / 2;
    gsize dst_stride = (gsize)w * 4;
    guchar *dst = g_malloc(dst_stride * (gsize)h);
    for (int y = 0; y < h; y++) {
        const guchar *row0 = src + (gsize)(2 * y) * stride;
        const guchar *row1 = src + (gsize)MIN(2 * y + 1, height - 1) * stride;
        guchar *out = dst + (gsize)y * dst_stride;
        for (int x = 0; x < w; x++) {
            int x0 = 2 * x * 4, x1 = MIN(2 * x + 1, width - 1) * 4;
            for (int c = 0; c < 4; c++)
                out[x * 4 + c] = (guchar)((row0[x0 + c] + row0[x1 + c] + row1[x0 + c] + row1[x1 + c] + 2) / 4);
        }
    }
    *out_width = w;
    *out_height = h;
    *out_stride = dst_stride;
    return dst;
}

DdZoomTileRect dd_zoom_tile_rect(const DdZoomLevel *level, int column, int row) {
    DdZoomTileRect r;
    r.x = column * DD_ZOOM_TILE;
    r.y = row * DD_ZOOM_TILE;
    r.width = MIN(DD_ZOOM_TILE, level->width - r.x);
    r.height = MIN(DD_ZOOM_TILE, level->height - r.y);
    r.outer_x = MAX(0, r.x - DD_ZOOM_TILE_MARGIN);
    r.outer_y = MAX(0, r.y - DD_ZOOM_TILE_MARGIN);
    r.outer_width = MIN(level->width, r.x + r.width + DD_ZOOM_TILE_MARGIN) - r.outer_x;
    r.outer_height = MIN(level->height, r.y + r.height + DD_ZOOM_TILE_MARGIN) - r.outer_y;
    return r;
}

static const cairo_user_data_key_t bytes_key;

/// Cuts a level into tiles (with their margins) that share its pixels (no copies): a
/// GdkTexture each for the GL renderers, which keep each uploaded texture from frame to
/// frame, and a cairo image surface each for the cairo renderer, which would otherwise
/// copy every texture it draws into a new surface on every frame.
static void make_tiles(DdZoomLevel *level) {
    level->columns = (level->width + DD_ZOOM_TILE - 1) / DD_ZOOM_TILE;
    level->rows = (level->height + DD_ZOOM_TILE - 1) / DD_ZOOM_TILE;
    gsize count = (gsize)level->columns * (gsize)level->rows;
    level->tiles = g_new0(GdkTexture *, count);
    level->surfaces = g_new0(cairo_surface_t *, count);
    guchar *pixels = (guchar *)g_bytes_get_data(level->bytes, NULL);
    for (int row = 0; row < level->rows; row++) {
        for (int column = 0; column < level->columns; column++) {
            DdZoomTileRect r = dd_zoom_tile_rect(level, column, row);
            gsize offset = (gsize)r.outer_y * level->stride + (gsize)r.outer_x * 4;
            gsize length = (gsize)(r.outer_height - 1) * level->stride + (gsize)r.outer_width * 4;
            GBytes *part = g_bytes_new_from_bytes(level->bytes, offset, length);
            int index = row * level->columns + column;
            level->tiles[index] = gdk_memory_texture_new(r.outer_width, r.outer_height, GDK_MEMORY_DEFAULT,
                                                         part, level->stride);
            g_bytes_unref(part);
            // GDK_MEMORY_DEFAULT is cairo's ARGB32. The surface is only ever read; it holds
            // a reference to the pixels, so a frame still drawing it outlives the image.
            cairo_surface_t *surface = cairo_image_surface_create_for_data(
                pixels + offset, CAIRO_FORMAT_ARGB32, r.outer_width, r.outer_height, (int)level->stride);
            cairo_surface_set_user_data(surface, &bytes_key, g_bytes_ref(level->bytes),
                                        (cairo_destroy_func_t)g_bytes_unref);
            level->surfaces[index] = surface;
        }
    }
}

/// True when every pixel's alpha is 255 (GDK_MEMORY_DEFAULT: alpha is the last byte on
/// little-endian machines, the first on big-endian ones).
static gboolean all_opaque(const guchar *pixels, int width, int height, gsize stride) {
    int alpha = G_BYTE_ORDER == G_LITTLE_ENDIAN ? 3 : 0;
    for (int y = 0; y < height; y++) {
        const guchar *row = pixels + (gsize)y * stride;
        for (int x = 0; x < width; x++)
            if (row[x * 4 + alpha] != 255)
                return FALSE;
    }
    return TRUE;
}

static void dd_zoom_image_clear(gpointer data) {
    DdZoomImage *image = data;
    for (int i = 0; i < image->n_levels; i++) {
        DdZoomLevel *level = &image->levels[i];
        for (int t = 0; t < level->columns * level->rows; t++) {
            g_clear_object(&level->tiles[t]);
            g_clear_pointer(&level->surfaces[t], cairo_surface_destroy);
        }
        g_free(level->tiles);
        g_free(level->surfaces);
        g_bytes_unref(level->bytes);
    }
    g_free(image->levels);
}

void *dd_zoom_image_new(void *texture) {
    g_return_val_if_fail(GDK_IS_TEXTURE(texture), NULL);
    return dd_zoom_image_new_sized(texture, gdk_texture_get_width(texture), gdk_texture_get_height(texture));
}

void *dd_zoom_image_new_sized(void *texture, int logical_width, int logical_height) {
    g_return_val_if_fail(GDK_IS_TEXTURE(texture), NULL);
    int width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture);
    g_return_val_if_fail(width > 0 && height > 0 && logical_width > 0 && logical_height > 0, NULL);
    DdZoomImage *image = g_atomic_rc_box_new0(DdZoomImage);
    image->width = logical_width;
    image->height = logical_height;
    // Levels until the whole image fits one tile.
    int n = 1;
    for (int w = width, h = height; w > DD_ZOOM_TILE || h > DD_ZOOM_TILE; n++) {
        w = (w + 1) / 2;
        h = (h + 1) / 2;
    }
    image->n_levels = n;
    image->levels = g_new0(DdZoomLevel, n);

    gsize stride = (gsize)width * 4;
    guchar *pixels = g_malloc(stride * (gsize)height);
    gdk_texture_download(texture, pixels, stride); // premultiplied BGRA (GDK_MEMORY_DEFAULT)
    image->levels[0] = (DdZoomLevel){ .width = width, .height = height, .stride = stride,
                                      .bytes = g_bytes_new_take(pixels, stride * (gsize)height) };
    image->opaque = all_opaque(pixels, width, height, stride);
    for (int i = 1; i < n; i++) {
        DdZoomLevel *previous = &image->levels[i - 1];
        int w, h;
        gsize s;
        guchar *half = halve(g_bytes_get_data(previous->bytes, NULL), previous->width,
                             previous->height, previous->stride, &w, &h, &s);
        image->levels[i] = (DdZoomLevel){ .width = w, .height = h, .stride = s,
                                          .bytes = g_bytes_new_take(half, s * (gsize)h) };
    }
    for (int i = 0; i < n; i++)
        make_tiles(&image->levels[i]);
    return image;
}

void *dd_zoom_image_ref(void *image) {
    g_return_val_if_fail(image != NULL, NULL);
    return g_atomic_rc_box_acquire(image);
}

void dd_zoom_image_unref(void *image) {
    if (image != NULL)
        g_atomic_rc_box_release_full(image, dd_zoom_image_clear);
}

int dd_zoom_image_get_width(void *image) {
    g_return_val_if_fail(image != NULL, 0);
    return ((DdZoomImage *)image)->width;
}

int dd_zoom_image_get_height(void *image) {
    g_return_val_if_fail(image != NULL, 0);
    return ((DdZoomImage *)image)->height;
}

int dd_zoom_image_get_n_levels(void *image) {
    g_return_val_if_fail(image != NULL, 0);
    return ((DdZoomImage *)image)->n_levels;
}
