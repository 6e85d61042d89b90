// The single C header that includes gtk/gtk.h for Swift.
// Macros that Swift cannot import (G_TYPE_* constants, modifier masks, the floating
// flag) are re-exported here as small static inline functions.
#ifndef DRILLDOWN_CGTK_SHIM_H
#define DRILLDOWN_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <adwaita.h>
#include <libintl.h>
#include <locale.h>

static inline GType dd_type_object(void) { return G_TYPE_OBJECT; }
static inline GType dd_type_string(void) { return G_TYPE_STRING; }
static inline GType dd_type_invalid(void) { return G_TYPE_INVALID; }
static inline GType dd_type_none(void) { return G_TYPE_NONE; }
static inline GType dd_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType dd_type_int(void) { return G_TYPE_INT; }
static inline GType dd_type_uint(void) { return G_TYPE_UINT; }
static inline GType dd_type_enum(void) { return G_TYPE_ENUM; }
static inline GType dd_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType dd_type_float(void) { return G_TYPE_FLOAT; }
static inline GType dd_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType dd_signal_type_static_scope(void) { return G_SIGNAL_TYPE_STATIC_SCOPE; }
static inline GType dd_type_widget(void) { return GTK_TYPE_WIDGET; }
static inline GType dd_type_window(void) { return GTK_TYPE_WINDOW; }
static inline GType dd_type_gesture(void) { return GTK_TYPE_GESTURE; }
static inline GType dd_type_file(void) { return G_TYPE_FILE; }
static inline GType dd_type_texture(void) { return GDK_TYPE_TEXTURE; }
static inline GType dd_type_file_list(void) { return GDK_TYPE_FILE_LIST; }

static inline gboolean dd_object_is_floating(gpointer p) { return g_object_is_floating(p); }
static inline guint dd_object_refcount(gpointer p) { return G_OBJECT(p)->ref_count; }

static inline GdkModifierType dd_control_mask(void) { return GDK_CONTROL_MASK; }
static inline GdkModifierType dd_alt_mask(void) { return GDK_ALT_MASK; }
static inline GdkModifierType dd_shift_mask(void) { return GDK_SHIFT_MASK; }
static inline GdkModifierType dd_modifier_mask(void) { return GDK_MODIFIER_MASK; }

#endif
