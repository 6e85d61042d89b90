/* Loads libsoup 3 with dlopen on first use (see CSoup.h). */
#include "CSoup.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* Every function used, as X(return type, name, parameters). SoupMessageFlags and
 * SoupEncoding/SoupStatus are C enums: passed and returned as unsigned int. */
#define DD_SOUP_FUNCTIONS(X) \
  X(SoupSession *, soup_session_new, (void)) \
  X(void, soup_session_set_timeout, (SoupSession *, guint)) \
  X(void, soup_session_set_user_agent, (SoupSession *, const char *)) \
  X(GInputStream *, soup_session_send, (SoupSession *, SoupMessage *, GCancellable *, GError **)) \
  X(SoupMessage *, soup_message_new, (const char *, const char *)) \
  X(void, soup_message_set_flags, (SoupMessage *, guint)) \
  X(guint, soup_message_get_status, (SoupMessage *)) \
  X(const char *, soup_message_get_reason_phrase, (SoupMessage *)) \
  X(SoupMessageHeaders *, soup_message_get_request_headers, (SoupMessage *)) \
  X(SoupMessageHeaders *, soup_message_get_response_headers, (SoupMessage *)) \
  X(void, soup_message_headers_append, (SoupMessageHeaders *, const char *, const char *)) \
  X(const char *, soup_message_headers_get_one, (SoupMessageHeaders *, const char *)) \
  X(guint, soup_message_headers_get_encoding, (SoupMessageHeaders *)) \
  X(goffset, soup_message_headers_get_content_length, (SoupMessageHeaders *))

typedef struct {
#define DD_FIELD(type, name, parameters) type(*name) parameters;
  DD_SOUP_FUNCTIONS(DD_FIELD)
#undef DD_FIELD
} dd_soup_table;

static dd_soup_table table;
static bool loaded;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void say(char *error, size_t size, const char *message) {
  if (error && size > 0) snprintf(error, size, "%s", message ? message : "unknown dlopen error");
}

bool dd_soup_load(const char *file, char *error, size_t size) {
  /* RTLD_LOCAL: libsoup's symbols stay out of the global scope; GLib is shared. */
  void *handle = dlopen(file, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    say(error, size, dlerror());
    return false;
  }
  dd_soup_table found;
#define DD_RESOLVE(type, name, parameters) \
  *(void **)(&found.name) = dlsym(handle, #name); \
  if (!found.name) { \
    say(error, size, dlerror()); \
    dlclose(handle); \
    return false; \
  }
  DD_SOUP_FUNCTIONS(DD_RESOLVE)
#undef DD_RESOLVE
  pthread_mutex_lock(&lock);
  if (!loaded) {
    table = found;
    loaded = true;
  }
  pthread_mutex_unlock(&lock);
  /* The handle stays open for the process's life (libsoup registers GTypes). */
  return true;
}

SoupSession *dd_soup_session_new(void) { return table.soup_session_new(); }
void dd_soup_session_set_timeout(SoupSession *session, guint timeout) {
  table.soup_session_set_timeout(session, timeout);
}
void dd_soup_session_set_user_agent(SoupSession *session, const char *user_agent) {
  table.soup_session_set_user_agent(session, user_agent);
}
GInputStream *dd_soup_session_send(SoupSession *session, SoupMessage *msg, GCancellable *cancellable,
                                   GError **error) {
  return table.soup_session_send(session, msg, cancellable, error);
}
SoupMessage *dd_soup_message_new(const char *method, const char *uri_string) {
  return table.soup_message_new(method, uri_string);
}
void dd_soup_message_set_flags(SoupMessage *msg, guint flags) { table.soup_message_set_flags(msg, flags); }
guint dd_soup_message_get_status(SoupMessage *msg) { return table.soup_message_get_status(msg); }
const char *dd_soup_message_get_reason_phrase(SoupMessage *msg) {
  return table.soup_message_get_reason_phrase(msg);
}
SoupMessageHeaders *dd_soup_message_get_request_headers(SoupMessage *msg) {
  return table.soup_message_get_request_headers(msg);
}
SoupMessageHeaders *dd_soup_message_get_response_headers(SoupMessage *msg) {
  return table.soup_message_get_response_headers(msg);
}
void dd_soup_message_headers_append(SoupMessageHeaders *hdrs, const char *name, const char *value) {
  table.soup_message_headers_append(hdrs, name, value);
}
const char *dd_soup_message_headers_get_one(SoupMessageHeaders *hdrs, const char *name) {
  return table.soup_message_headers_get_one(hdrs, name);
}
guint dd_soup_message_headers_get_encoding(SoupMessageHeaders *hdrs) {
  return table.soup_message_headers_get_encoding(hdrs);
}
goffset dd_soup_message_headers_get_content_length(SoupMessageHeaders *hdrs) {
  return table.soup_message_headers_get_content_length(hdrs);
}
