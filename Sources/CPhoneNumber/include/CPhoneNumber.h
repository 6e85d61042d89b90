#ifndef DRILLDOWN_CPHONENUMBER_H
#define DRILLDOWN_CPHONENUMBER_H

/* A plain C view of Google's libphonenumber (Debian's libphonenumber8, C++), so that
 * Swift code can parse, check and format telephone numbers without C++ interop.
 * The numbering metadata is compiled into the library: no files, no network.
 *
 * The C++ side (Sources/PhoneNumberShim) is a shared object of its own,
 * libdrilldown-phonenumber.so, opened with dlopen on first use: libphonenumber brings
 * ICU, protobuf and abseil (13 libraries) that every start would otherwise load.
 * Call dd_phone_load first; dd_phone_parse and dd_phone_country_code_for_region call
 * into the shared object and must not be called before a successful load. */

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What became of a number. */
typedef enum {
  DD_PHONE_VALID = 0,
  /* Not something that reads as a phone number at all. */
  DD_PHONE_NOT_A_NUMBER = 1,
  /* No "+" and no usable default region, or an unknown country calling code. */
  DD_PHONE_UNKNOWN_COUNTRY_CODE = 2,
  DD_PHONE_TOO_SHORT = 3,
  DD_PHONE_TOO_LONG = 4,
  /* The right length range for nothing in the country's plan (region is set). */
  DD_PHONE_INVALID = 5,
} dd_phone_status;

/* The result of dd_phone_parse; strings are NUL-terminated UTF-8 (truncated to fit,
 * which real numbers never need). */
typedef struct {
  dd_phone_status status;
  /* The country calling code (39 for Italy), 0 when unknown. */
  int country_code;
  /* ISO 3166-1 alpha-2 region of the number ("IT"), or of its country calling code's
   * main region when the number itself is not valid; "" when unknown. */
  char region[4];
  /* The national significant number, digits only ("0612345678"). */
  char national_significant_number[32];
  /* The number as dialled inside its country ("06 1234 5678"). */
  char national[64];
  /* The number as dialled from abroad ("+39 06 1234 5678"). */
  char international[64];
} dd_phone_result;

/* The shared object's file name (built beside the executable by SwiftPM; installed in
 * <prefix>/lib/drilldown). */
#define DD_PHONE_LIBRARY "libdrilldown-phonenumber.so"

/* Opens the shared object at `path` and resolves its functions. Returns true when
 * dd_phone_parse and dd_phone_country_code_for_region are ready; false, with dlerror's
 * message in `error` (`size` bytes, NUL-terminated), when it cannot be opened or lacks a
 * function. Every call tries `path`; a failure never undoes an earlier success, and the
 * first success is the one used. Thread-safe. */
bool dd_phone_load(const char *path, char *error, size_t size);

/* Parses `number` (UTF-8); a number without "+" is read as one of `default_region`
 * (ISO 3166-1 alpha-2, or "ZZ"/NULL for none). Never fails to fill `out`. */
void dd_phone_parse(const char *number, const char *default_region, dd_phone_result *out);

/* The country calling code of a region ("IT" → 39), 0 when unknown. */
int dd_phone_country_code_for_region(const char *region);

/* The shared object's functions (same contracts as the two above). */
void dd_phone_impl_parse(const char *number, const char *default_region, dd_phone_result *out);
int dd_phone_impl_country_code_for_region(const char *region);

#ifdef __cplusplus
}
#endif

#endif
