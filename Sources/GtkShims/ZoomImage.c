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

/// Cuts a level into tile textures that share its pixels (no copies).
static void make_tiles(DdZoomLevel *level) {
    level->columns = (level->width + DD_ZOOM_TILE - 1) / DD_ZOOM_TILE;
    level->rows = (level->height + DD_ZOOM_TILE - 1) / DD_ZOOM_TILE;
    level->tiles = g_new0(GdkTexture *, (gsize)level->columns * (gsize)level->rows);
    for (int row = 0; row < level->rows; row++) {
        for (int column = 0; column < level->columns; column++) {
            int x = column * DD_ZOOM_TILE, y = row * DD_ZOOM_TILE;
            int w = MIN(DD_ZOOM_TILE, level->width - x), h = MIN(DD_ZOOM_TILE, level->height - y);
            gsize offset = (gsize)y * level->stride + (gsize)x * 4;
            gsize length = (gsize)(h - 1) * level->stride + (gsize)w * 4;
            GBytes *part = g_bytes_new_from_bytes(level->bytes, offset, length);
            level->tiles[row * level->columns + column] =
                gdk_memory_texture_new(w, h, GDK_MEMORY_DEFAULT, part, level->stride);
            g_bytes_unref(part);
        }
    }
}

static void dd_zoom_image_clear(gpointer data) {
    DdZoomImage *image = data;
    for (int i = 0; i < image->n_levels; i++) {
        DdZoomLevel *level = &image->levels[i];
        for (int t = 0; t < level->columns * level->rows; t++)
            g_clear_object(&level->tiles[t]);
        g_free(level->tiles);
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
