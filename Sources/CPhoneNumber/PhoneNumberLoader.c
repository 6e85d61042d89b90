/* Opens libdrilldown-phonenumber.so (the C++ shim over libphonenumber) with dlopen on
 * first use; see CPhoneNumber.h. */
#include "CPhoneNumber.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

typedef struct {
  void (*parse)(const char *, const char *, dd_phone_result *);
  int (*country_code_for_region)(const char *);
} dd_phone_table;

static dd_phone_table table;
static bool loaded;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static bool fail(char *error, size_t size, void *handle) {
  const char *message = dlerror();
  if (error && size > 0) snprintf(error, size, "%s", message ? message : "unknown dlopen error");
  if (handle) dlclose(handle);
  return false;
}

bool dd_phone_load(const char *path, char *error, size_t size) {
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!handle) return fail(error, size, NULL);
  dd_phone_table found;
  *(void **)(&found.parse) = dlsym(handle, "dd_phone_impl_parse");
  if (!found.parse) return fail(error, size, handle);
  *(void **)(&found.country_code_for_region) = dlsym(handle, "dd_phone_impl_country_code_for_region");
  if (!found.country_code_for_region) return fail(error, size, handle);
  pthread_mutex_lock(&lock);
  if (!loaded) {
    table = found;
    loaded = true;
  }
  pthread_mutex_unlock(&lock);
  return true; /* the handle stays open for the process's life */
}

void dd_phone_parse(const char *number, const char *default_region, dd_phone_result *out) {
  table.parse(number, default_region, out);
}

int dd_phone_country_code_for_region(const char *region) { return table.country_code_for_region(region); }
