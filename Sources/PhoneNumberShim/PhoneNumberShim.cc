// The C face of libphonenumber declared in CPhoneNumber.h (dd_phone_impl_*), built as
// libdrilldown-phonenumber.so and opened by the CPhoneNumber loader on first use.
// Exceptions never cross the C boundary: libphonenumber reports errors with codes, and
// the few allocations here are caught.
#include "PhoneNumberShim.h"

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

#include <cstring>
#include <string>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {

void copy(char *destination, size_t size, const std::string &source) {
  size_t length = source.size() < size - 1 ? source.size() : size - 1;
  std::memcpy(destination, source.data(), length);
  destination[length] = '\0';
}

dd_phone_status statusForParseError(PhoneNumberUtil::ErrorType error) {
  switch (error) {
  case PhoneNumberUtil::INVALID_COUNTRY_CODE_ERROR: return DD_PHONE_UNKNOWN_COUNTRY_CODE;
  case PhoneNumberUtil::TOO_SHORT_AFTER_IDD:
  case PhoneNumberUtil::TOO_SHORT_NSN: return DD_PHONE_TOO_SHORT;
  case PhoneNumberUtil::TOO_LONG_NSN: return DD_PHONE_TOO_LONG;
  default: return DD_PHONE_NOT_A_NUMBER;
  }
}

dd_phone_status statusForInvalid(PhoneNumberUtil::ValidationResult reason) {
  switch (reason) {
  case PhoneNumberUtil::INVALID_COUNTRY_CODE: return DD_PHONE_UNKNOWN_COUNTRY_CODE;
  case PhoneNumberUtil::TOO_SHORT: return DD_PHONE_TOO_SHORT;
  case PhoneNumberUtil::TOO_LONG: return DD_PHONE_TOO_LONG;
  default: return DD_PHONE_INVALID;
  }
}

void parse(const char *number, const char *defaultRegion, dd_phone_result *out) {
  const PhoneNumberUtil *util = PhoneNumberUtil::GetInstance();
  PhoneNumber parsed;
  std::string region = defaultRegion && *defaultRegion ? defaultRegion : "ZZ";
  PhoneNumberUtil::ErrorType error = util->Parse(number ? number : "", region, &parsed);
  if (error != PhoneNumberUtil::NO_PARSING_ERROR) {
    out->status = statusForParseError(error);
    return;
  }
  out->country_code = parsed.country_code();
  std::string text;
  util->GetNationalSignificantNumber(parsed, &text);
  copy(out->national_significant_number, sizeof out->national_significant_number, text);
  util->Format(parsed, PhoneNumberUtil::NATIONAL, &text);
  copy(out->national, sizeof out->national, text);
  util->Format(parsed, PhoneNumberUtil::INTERNATIONAL, &text);
  copy(out->international, sizeof out->international, text);
  if (util->IsValidNumber(parsed)) {
    util->GetRegionCodeForNumber(parsed, &text);
    copy(out->region, sizeof out->region, text);
    out->status = DD_PHONE_VALID;
    return;
  }
  util->GetRegionCodeForCountryCode(parsed.country_code(), &text);
  copy(out->region, sizeof out->region, text == "ZZ" ? std::string() : text);
  out->status = statusForInvalid(util->IsPossibleNumberWithReason(parsed));
}

} // namespace

extern "C" void dd_phone_impl_parse(const char *number, const char *default_region, dd_phone_result *out) {
  std::memset(out, 0, sizeof *out);
  out->status = DD_PHONE_NOT_A_NUMBER;
  try {
    parse(number, default_region, out);
  } catch (...) {
    // Only an allocation failure can throw here; report "not a number" rather than
    // let a C++ exception unwind through Swift frames.
    std::memset(out, 0, sizeof *out);
    out->status = DD_PHONE_NOT_A_NUMBER;
  }
}

extern "C" int dd_phone_impl_country_code_for_region(const char *region) {
  if (!region) return 0;
  try {
    return PhoneNumberUtil::GetInstance()->GetCountryCodeForRegion(region);
  } catch (...) {
    return 0; // allocation failure: treated as an unknown region
  }
}
