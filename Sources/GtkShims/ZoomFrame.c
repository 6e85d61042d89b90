// DdZoomView's drawing of one frame: the visible tiles of one level, as one cairo node
// (cairo renderer) or as clipped texture nodes (GL renderers). See ZoomView.h.
#include "ZoomImagePrivate.h"
#include <math.h>

/// `value` (logical pixels) rounded to the frame's device pixels.
static double on_device_pixel(const DdZoomFrame *frame, double value) {
    return round(value * frame->device) / frame->device;
}

/// A tile's own square on screen. Its edges are rounded to whole device pixels, the same
/// way for both neighbours of an edge, so tiles meet exactly: no gap, no overlap.
static graphene_rect_t tile_on_screen(const DdZoomFrame *frame, const DdZoomTileRect *r) {
    double x0 = on_device_pixel(frame, frame->ox + r->x * frame->fx);
    double x1 = on_device_pixel(frame, frame->ox + (r->x + r->width) * frame->fx);
    double y0 = on_device_pixel(frame, frame->oy + r->y * frame->fy);
    double y1 = on_device_pixel(frame, frame->oy + (r->y + r->height) * frame->fy);
    return GRAPHENE_RECT_INIT((float)x0, (float)y0, (float)(x1 - x0), (float)(y1 - y0));
}

/// Where the tile's pixels (margins included) land on screen: exactly where the transform
/// puts them (not rounded), so the image is continuous across tiles.
static graphene_rect_t tile_pixels_on_screen(const DdZoomFrame *frame, const DdZoomTileRect *r) {
    return GRAPHENE_RECT_INIT((float)(frame->ox + r->outer_x * frame->fx), (float)(frame->oy + r->outer_y * frame->fy),
                              (float)(r->outer_width * frame->fx), (float)(r->outer_height * frame->fy));
}

/// What a renderer draws of one visible tile: its index in the level, its own square on
/// screen and where its pixels land (`tile_on_screen`, `tile_pixels_on_screen`).
typedef void (*DrawTile)(const DdZoomFrame *frame, int index, const graphene_rect_t *own,
                         const graphene_rect_t *pixels, void *data);

/// Calls `draw` for each of the frame's tiles that covers at least a device pixel.
static void for_each_visible_tile(const DdZoomFrame *frame, DrawTile draw, void *data) {
    for (int row = frame->first_row; row <= frame->last_row; row++) {
        for (int column = frame->first_column; column <= frame->last_column; column++) {
            DdZoomTileRect r = dd_zoom_tile_rect(frame->level, column, row);
            graphene_rect_t own = tile_on_screen(frame, &r);
            if (own.size.width <= 0 || own.size.height <= 0)
                continue;
            graphene_rect_t pixels = tile_pixels_on_screen(frame, &r);
            draw(frame, row * frame->level->columns + column, &own, &pixels, data);
        }
    }
}

static void draw_tile_cairo(const DdZoomFrame *frame, int index, const graphene_rect_t *own,
                            const graphene_rect_t *pixels, void *data) {
    cairo_t *cr = data;
    cairo_pattern_t *pattern = cairo_pattern_create_for_surface(frame->level->surfaces[index]);
    cairo_matrix_t matrix;
    cairo_matrix_init_scale(&matrix, 1 / frame->fx, 1 / frame->fy);
    cairo_matrix_translate(&matrix, -pixels->origin.x, -pixels->origin.y);
    cairo_pattern_set_matrix(pattern, &matrix);
    // The level keeps magnification ≤ 1.5× and shrinking ≤ 1.33×: bilinear is right.
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR);
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    cairo_set_source(cr, pattern);
    cairo_rectangle(cr, own->origin.x, own->origin.y, own->size.width, own->size.height);
    cairo_fill(cr);
    cairo_pattern_destroy(pattern);
}

/// The cairo renderer: one cairo node drawing the tiles' surfaces, which are made once
/// and share the image's pixels. (A texture node would make cairo copy each tile into a
/// new surface on every frame: most of a frame's time at 100%.)
void dd_zoom_frame_snapshot_cairo(const DdZoomImage *image, const DdZoomFrame *frame, GtkSnapshot *snapshot,
                                  const graphene_rect_t *bounds) {
    cairo_t *cr = gtk_snapshot_append_cairo(snapshot, bounds);
    // Opaque pixels are copied (SOURCE) instead of blended: pixman's quickest path.
    cairo_set_operator(cr, image->opaque ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER);
    for_each_visible_tile(frame, draw_tile_cairo, cr);
    cairo_destroy(cr);
}

static void draw_tile_texture(const DdZoomFrame *frame, int index, const graphene_rect_t *own,
                              const graphene_rect_t *pixels, void *data) {
    GtkSnapshot *snapshot = data;
    gtk_snapshot_push_clip(snapshot, own);
    gtk_snapshot_append_texture(snapshot, frame->level->tiles[index], pixels);
    gtk_snapshot_pop(snapshot);
}

/// GL renderers: a texture node per tile, clipped to the tile's own square (its margins
/// feed the filter at the edges). GL keeps each tile's texture from frame to frame.
void dd_zoom_frame_snapshot_textures(const DdZoomFrame *frame, GtkSnapshot *snapshot, const graphene_rect_t *bounds) {
    gtk_snapshot_push_clip(snapshot, bounds);
    for_each_visible_tile(frame, draw_tile_texture, snapshot);
    gtk_snapshot_pop(snapshot);
}
