// Touch handling around libadwaita 1.2's AdwLeaflet back swipe (LeafletTouch.c): a back
// swipe that may start only near the leading edge, and gestures that missed the end of a
// touch. Plain C types only (the leaflet is passed as void *).
#ifndef DRILLDOWN_LEAFLET_TOUCH_H
#define DRILLDOWN_LEAFLET_TOUCH_H

/// libadwaita's own edge width for swipes that must start at an edge (ADW_SWIPE_BORDER).
#define DD_LEAFLET_SWIPE_BORDER 32.0

/// Attaches the helper to an AdwLeaflet (once; it lives as long as the leaflet).
void dd_leaflet_touch_attach(void *leaflet);
/// What the app wants for can-navigate-back; while a touch that may not swipe back is
/// down the leaflet's own property stays off, and takes this value when the touch ends.
void dd_leaflet_touch_set_can_navigate_back(void *leaflet, int can_navigate_back);
int dd_leaflet_touch_get_can_navigate_back(void *leaflet);
/// > 0: a one-finger back swipe must start within this many pixels of the leaflet's
/// leading edge; <= 0: anywhere (libadwaita's behaviour).
void dd_leaflet_touch_set_back_edge(void *leaflet, double width);
double dd_leaflet_touch_get_back_edge(void *leaflet);
/// Whether a touch that started outside the edge strip holds back swipes off now.
int dd_leaflet_touch_is_suspended(void *leaflet);

#endif
