// glibc's gettext and locale functions (part of libc, nothing to link).
#include <libintl.h>
#include <locale.h>
