// The one gate every picture goes through (file, drop, paste, stored BLOB): a
// GdkPixbufLoader fed in chunks that refuses an image whose header announces too many
// pixels before any pixel memory is allocated, scales while decoding, and refuses
// truncated or partial images (rows never decoded, or the loader's close error).
// Plain C types only (the pixbuf is passed as void *). Safe off the main thread: one
// gate is used by one thread at a time.
#ifndef DRILLDOWN_PIXBUF_GATE_H
#define DRILLDOWN_PIXBUF_GATE_H

#include <stddef.h>

typedef struct DdPixbufGate DdPixbufGate;

/// What a gate knows after a write or at the end.
enum {
    DD_GATE_OK = 0,
    DD_GATE_TOO_LARGE = 1,   // the header announced more than max_pixels
    DD_GATE_NOT_AN_IMAGE = 2, // no image format recognised the bytes
    DD_GATE_UNREADABLE = 3,  // the decoder failed (message set)
    DD_GATE_TRUNCATED = 4,   // the data ended before the image did
};

/// A gate that accepts at most `max_pixels` announced pixels and scales the result
/// to fit `max_side` on its long side (aspect kept, never enlarged).
DdPixbufGate *dd_pixbuf_gate_new(long long max_pixels, int max_side);
/// Feeds bytes; returns DD_GATE_OK to go on, or why the image is refused (stop then).
int dd_pixbuf_gate_write(DdPixbufGate *gate, const unsigned char *bytes, size_t length);
/// The size the header announced (0 × 0 until it is known).
void dd_pixbuf_gate_get_announced_size(DdPixbufGate *gate, int *width, int *height);
/// Ends the input; returns the upright, scaled GdkPixbuf (a new reference) or NULL
/// with `*status` saying why.
void *dd_pixbuf_gate_finish(DdPixbufGate *gate, int *status);
/// The decoder's message for DD_GATE_UNREADABLE/DD_GATE_TRUNCATED ("" when none);
/// owned by the gate.
const char *dd_pixbuf_gate_get_message(DdPixbufGate *gate);
void dd_pixbuf_gate_free(DdPixbufGate *gate);

#endif
