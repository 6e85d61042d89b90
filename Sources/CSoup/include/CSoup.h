#ifndef DRILLDOWN_CSOUP_H
#define DRILLDOWN_CSOUP_H

/* libsoup 3 (HTTP over GIO), loaded on first use. The app does not link libsoup: its
 * 14 libraries (Kerberos, nghttp2, libpsl, brotli…) cost every start although few
 * starts download anything. `dd_soup_load` opens it with dlopen and resolves the few
 * functions the Model layer calls, which it then reaches through the dd_soup_*
 * wrappers below (same arguments as the libsoup function of the same name).
 *
 * The declarations are libsoup 3's (libsoup-3.0 headers, soup-session.h, soup-message.h,
 * soup-message-headers.h); only GLib/GIO headers are included, so no GTK header is
 * reachable from here and building needs no libsoup headers. */

#include <gio/gio.h>
#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _SoupSession SoupSession;
typedef struct _SoupMessage SoupMessage;
typedef struct _SoupMessageHeaders SoupMessageHeaders;

/* SoupMessageFlags: SOUP_MESSAGE_NO_REDIRECT. */
enum { DD_SOUP_MESSAGE_NO_REDIRECT = 1 << 1 };
/* SoupEncoding: SOUP_ENCODING_CONTENT_LENGTH. */
enum { DD_SOUP_ENCODING_CONTENT_LENGTH = 2 };

/* The library's file name (soname). */
#define DD_SOUP_LIBRARY "libsoup-3.0.so.0"

/* Opens `file` (normally DD_SOUP_LIBRARY) and resolves every function below from it.
 * Returns true when the wrappers are ready; false, with dlerror's message in `error`
 * (`size` bytes, NUL-terminated), when the file cannot be opened or lacks a function.
 * Every call tries `file` (so its result says whether that file would do); a failure
 * never undoes an earlier success, and the first success is the one used. Thread-safe.
 * Call the wrappers only after a successful load. */
bool dd_soup_load(const char *file, char *error, size_t size);

SoupSession *dd_soup_session_new(void);
void dd_soup_session_set_timeout(SoupSession *session, guint timeout);
void dd_soup_session_set_user_agent(SoupSession *session, const char *user_agent);
GInputStream *dd_soup_session_send(SoupSession *session, SoupMessage *msg, GCancellable *cancellable,
                                   GError **error);
SoupMessage *dd_soup_message_new(const char *method, const char *uri_string);
void dd_soup_message_set_flags(SoupMessage *msg, guint flags);
guint dd_soup_message_get_status(SoupMessage *msg);
const char *dd_soup_message_get_reason_phrase(SoupMessage *msg);
SoupMessageHeaders *dd_soup_message_get_request_headers(SoupMessage *msg);
SoupMessageHeaders *dd_soup_message_get_response_headers(SoupMessage *msg);
void dd_soup_message_headers_append(SoupMessageHeaders *hdrs, const char *name, const char *value);
const char *dd_soup_message_headers_get_one(SoupMessageHeaders *hdrs, const char *name);
guint dd_soup_message_headers_get_encoding(SoupMessageHeaders *hdrs);
goffset dd_soup_message_headers_get_content_length(SoupMessageHeaders *hdrs);

#ifdef __cplusplus
}
#endif

#endif
