// See ShmPoolWarmer.c. Internal to GtkShims (outside include/).
#ifndef DRILLDOWN_SHM_POOL_WARMER_H
#define DRILLDOWN_SHM_POOL_WARMER_H

/// On X11 with the cairo renderer, keeps cairo's shared-memory pool for frames of the size
/// of `widget`'s window alive for the display's lifetime; does nothing elsewhere. Cheap
/// to call on every frame.
void dd_shm_pool_warm(void *widget);

#endif
