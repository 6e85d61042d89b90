// DdZoomView: a widget that draws one image scaled and moved by a transform set from
// outside. It owns no zoom logic and no gestures: the Swift side keeps the zoom state
// (Model's ZoomState) and sets the transform after each change.
//
// The image is held as a DdZoomImage: tiles of 512×512 pixels at full size plus copies
// halved again and again (a mip pyramid). A frame draws only the tiles that are visible,
// from the smallest copy that still has enough pixels, so the cost of a frame follows
// the window's size, not the image's: a 24-megapixel photo zooms and pans as smoothly
// as a small one with any GSK renderer. Nothing is copied or rescaled per frame beyond
// the filtering of the visible pixels: GL renderers keep each tile's texture, and the
// cairo renderer draws the tiles' own cairo surfaces (made once, sharing the pixels).
// Each tile carries a one-pixel margin of its neighbours and is drawn clipped to its own
// square on whole screen pixels, so tiles meet without a seam at any zoom.
// Plain C types only (objects are void *), so gtk/gtk.h stays inside CGtk.
#ifndef DRILLDOWN_ZOOM_VIEW_H
#define DRILLDOWN_ZOOM_VIEW_H

/// Builds the tiles and smaller copies of `texture` (a GdkTexture). Safe to call on any
/// thread (it only reads the texture's pixels), so large images are prepared off the
/// main thread. Returns a new reference; NULL if `texture` is not a texture.
void *dd_zoom_image_new(void *texture);
/// The same for a reduced copy of an image of `width` × `height` (a quick preview decoded
/// at a smaller size): the view places and scales it as that larger image, so a preview
/// can be shown first and the full image swapped in later without moving anything.
void *dd_zoom_image_new_sized(void *texture, int width, int height);
void *dd_zoom_image_ref(void *image);
void dd_zoom_image_unref(void *image);
int dd_zoom_image_get_width(void *image);
int dd_zoom_image_get_height(void *image);
/// How many sizes it holds (1 for a small image).
int dd_zoom_image_get_n_levels(void *image);

/// A new DdZoomView (a floating GtkWidget reference, like gtk_*_new()). It is focusable,
/// has the accessible role "img", CSS name "zoomview", expands both ways, and asks for no
/// minimum size (a window may shrink to anything).
///
/// Signal "view-resized" (int width, int height): emitted after an allocation that changed
/// the widget's size, so the zoom state can follow the window.
void *dd_zoom_view_new(void);

/// Shows `image` (a DdZoomImage, or NULL for nothing). Takes its own reference.
void dd_zoom_view_set_image(void *view, void *image);
/// The image's size in pixels (0 when none).
int dd_zoom_view_get_image_width(void *view);
int dd_zoom_view_get_image_height(void *view);

/// Draws image pixel (x, y) at view point (x * scale + offset_x, y * scale + offset_y), in
/// logical pixels (on a screen of scale factor 2, scale 0.5 is one image pixel per device
/// pixel). The image's corner is drawn on the nearest device pixel, and each frame draws
/// from the level with enough pixels for the device's pixels. Queues a redraw only when
/// something changed.
void dd_zoom_view_set_transform(void *view, double scale, double offset_x, double offset_y);
double dd_zoom_view_get_scale(void *view);
double dd_zoom_view_get_offset_x(void *view);
double dd_zoom_view_get_offset_y(void *view);

/// Whether zoom views keep cairo's X11 shared-memory pool alive between frames (on by
/// default; X11 with the cairo renderer only): without it, GTK 4.8 + cairo 1.16 made a
/// new shared-memory segment for every frame that redraws the whole window, and faulted
/// in its pages in both the app and the X server. Turning it off drops the kept pool
/// (benchmarks compare both).
void dd_zoom_view_set_keep_shm_pool(int keep);
/// Whether `view`'s display holds a kept pool (after a frame drawn with the cairo
/// renderer on X11).
int dd_zoom_view_holds_shm_pool(void *view);

#endif
