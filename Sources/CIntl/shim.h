// glibc's gettext and locale functions (part of libc, nothing to link).
#include <libintl.h>
#include <locale.h>
#include <stddef.h>

// glibc's memmem (a GNU extension that Swift's Glibc module does not expose): the
// vectorised substring search used by the search indexes. Declared as in <string.h>.
extern void *memmem(const void *haystack, size_t haystacklen, const void *needle, size_t needlelen);
