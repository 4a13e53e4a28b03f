#ifndef CURL_ON_DEMAND_H
#define CURL_ON_DEMAND_H

#include "CurlBodyLimit.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// libcurl's function `name`, loading `libcurl.so.4` the first time a function is asked for;
/// NULL when the library or the function cannot be found.
void *curl_on_demand_symbol(const char *name);

/// Whether libcurl has been loaded by this file (1) or not yet (0).
int curl_on_demand_is_loaded(void);

// A few of the forwarders, with libcurl's handles as untyped pointers, for tests.

/// libcurl's version text, such as `libcurl/7.88.1 OpenSSL/3.0.11`.
char *curl_version(void);
/// A new easy handle, or NULL.
void *curl_easy_init(void);
/// Frees an easy handle.
void curl_easy_cleanup(void *easy);
/// The text for a `CURLcode`.
const char *curl_easy_strerror(int code);

#endif

#ifdef __cplusplus
}
#endif

#endif
