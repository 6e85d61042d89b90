// Internal layout of DdZoomImage, shared by ZoomImage.c and ZoomView.c (not exported
// to Swift: it is outside include/).
#ifndef DRILLDOWN_ZOOM_IMAGE_PRIVATE_H
#define DRILLDOWN_ZOOM_IMAGE_PRIVATE_H
#include <gtk/gtk.h>

/// Tile edge in pixels: large enough that a window needs few, small enough that a frame
/// never touches many pixels it does not show.
#define DD_ZOOM_TILE 512

typedef struct {
    int width;
    int height;
    gsize stride;
    GBytes *bytes;        // premultiplied BGRA, owned
    int columns;
    int rows;
    GdkTexture **tiles;   // columns × rows textures sharing `bytes`
} DdZoomLevel;

typedef struct {
    int width;            // the image's size (a preview's levels are smaller than this)
    int height;
    int n_levels;
    DdZoomLevel *levels;  // [0] the texture's size, then each half the previous
} DdZoomImage;

#endif
