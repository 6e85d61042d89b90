#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, so encoding.h would include the system ICU headers,
 * whose UErrorCode clashes with Foundation's bundled _FoundationICU in any Swift file
 * that imports both. Swift never touches the ICU-only fields of xmlCharEncodingHandler
 * (it is only used through pointers), so hide them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/xmlerror.h>
