/* libdrilldown-phonenumber.so exports dd_phone_impl_parse and
 * dd_phone_impl_country_code_for_region, declared with the result type in
 * CPhoneNumber.h (the loader's header, which the app compiles against). */
#include "../../CPhoneNumber/include/CPhoneNumber.h"
