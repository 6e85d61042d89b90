// Internal layout of DdZoomImage, shared by ZoomImage.c and ZoomView.c (not exported
// to Swift: it is outside include/).
#ifndef DRILLDOWN_ZOOM_IMAGE_PRIVATE_H
#define DRILLDOWN_ZOOM_IMAGE_PRIVATE_H
#include <gtk/gtk.h>

/// Tile edge in pixels: large enough that a window needs few, small enough that a frame
/// never touches many pixels it does not show.
#define DD_ZOOM_TILE 512
/// Each tile also holds this many pixels of its neighbours on every inner side. A tile is
/// drawn clipped to its own square, so the filter samples real neighbour pixels at its
/// edges instead of repeating the edge pixel: no seam between tiles at any zoom.
#define DD_ZOOM_TILE_MARGIN 1

/// Where a tile's pixels lie in its level (own square and the margins around it).
typedef struct {
    int x, y, width, height;              // its own square
    int outer_x, outer_y, outer_width, outer_height; // with the margins
} DdZoomTileRect;

typedef struct {
    int width;
    int height;
    gsize stride;
    GBytes *bytes;        // premultiplied BGRA (cairo's ARGB32), owned
    int columns;
    int rows;
    GdkTexture **tiles;   // columns × rows textures (margins included) sharing `bytes`
    cairo_surface_t **surfaces; // the same tiles as cairo image surfaces sharing `bytes`
} DdZoomLevel;

typedef struct {
    int width;            // the image's size (a preview's levels are smaller than this)
    int height;
    gboolean opaque;      // every pixel opaque (drawn with SOURCE: cairo's fastest path)
    int n_levels;
    DdZoomLevel *levels;  // [0] the texture's size, then each half the previous
} DdZoomImage;

/// The rectangle of tile (column, row) of `level`.
DdZoomTileRect dd_zoom_tile_rect(const DdZoomLevel *level, int column, int row);

/// What one frame draws: the level, the device pixels per logical pixel, the size of one
/// of the level's pixels on screen, where the level's top-left corner is (on a device
/// pixel), and the tiles that cover the view.
typedef struct {
    const DdZoomLevel *level;
    double device;
    double ox, oy, fx, fy;
    int first_column, last_column, first_row, last_row;
} DdZoomFrame;

/// Appends the frame's tiles, clipped to `bounds` (the image's part of the view), as one
/// cairo node drawing the tiles' cairo surfaces.
void dd_zoom_frame_snapshot_cairo(const DdZoomImage *image, const DdZoomFrame *frame, GtkSnapshot *snapshot,
                                 const graphene_rect_t *bounds);
/// The same as texture nodes, each clipped to its tile's square.
void dd_zoom_frame_snapshot_textures(const DdZoomFrame *frame, GtkSnapshot *snapshot,
                                    const graphene_rect_t *bounds);

#endif
