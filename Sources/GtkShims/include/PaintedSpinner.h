// A busy indicator that spins by repainting alone (PaintedSpinner.c). Plain C types only
// (see GtkShims.h).
#ifndef DRILLDOWN_PAINTED_SPINNER_H
#define DRILLDOWN_PAINTED_SPINNER_H

/// A 16-pixel "process-working-symbolic" icon in the widget's colour that turns once a
/// second (in 12 steps) while spinning and shows nothing otherwise, like GtkSpinner.
/// GtkSpinner turns through a CSS animation, and on GTK 4.8 every animated frame lays
/// its whole window out again, several times (on X11 each time with round trips to the
/// server for the work area); this one only queues a draw from a timer, so a long wait
/// costs 12 repaints a second of 16 pixels. Returns a new floating widget.
void *dd_painted_spinner_new(void);
void dd_painted_spinner_set_spinning(void *spinner, int spinning);
int dd_painted_spinner_get_spinning(void *spinner);

#endif
