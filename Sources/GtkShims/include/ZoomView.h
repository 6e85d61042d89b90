// DdZoomView: a widget that draws one image (a GdkTexture) scaled and moved by a
// transform set from outside. It owns no zoom logic and no gestures: the Swift side keeps
// the zoom state (Model's ZoomState) and sets the transform after each change.
// Plain C types only (objects are void *), so gtk/gtk.h stays inside CGtk.
#ifndef DRILLDOWN_ZOOM_VIEW_H
#define DRILLDOWN_ZOOM_VIEW_H

/// A new DdZoomView (a floating GtkWidget reference, like gtk_*_new()). It is focusable,
/// has the accessible role "img", CSS name "zoomview", expands both ways, and asks for no
/// minimum size (a window may shrink to anything).
///
/// Signal "view-resized" (int width, int height): emitted after an allocation that changed
/// the widget's size, so the zoom state can follow the window.
void *dd_zoom_view_new(void);

/// Shows `texture` (a GdkTexture, or NULL for nothing). Takes its own reference.
void dd_zoom_view_set_texture(void *view, void *texture);
/// The texture shown, or NULL (transfer none).
void *dd_zoom_view_get_texture(void *view);
/// The texture's size in pixels (0 when none).
int dd_zoom_view_get_image_width(void *view);
int dd_zoom_view_get_image_height(void *view);

/// Draws image pixel (x, y) at view point (x * scale + offset_x, y * scale + offset_y).
/// Queues a redraw only when something changed.
void dd_zoom_view_set_transform(void *view, double scale, double offset_x, double offset_y);
double dd_zoom_view_get_scale(void *view);
double dd_zoom_view_get_offset_x(void *view);
double dd_zoom_view_get_offset_y(void *view);

/// How many times the widget has been drawn (snapshots taken): for tests and benchmarks.
unsigned long dd_zoom_view_get_snapshot_count(void *view);

#endif
