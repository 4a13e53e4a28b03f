#ifndef CURL_ON_DEMAND_H
#define CURL_ON_DEMAND_H

#include "CurlBodyLimit.h"
#include "CurlCertificateFile.h"
#include "CurlUploadLength.h"
#include "CurlReceiveBacklog.h"
#include "CurlEasyOptions.h"
#include "CurlIPv6Host.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// libcurl's function `name`, loading `libcurl.so.4` the first time a function is asked for;
/// NULL when the library or the function cannot be found.
void *curl_on_demand_symbol(const char *name);

/// Whether libcurl has been loaded by this file (1) or not yet (0).
int curl_on_demand_is_loaded(void);

/// Starts loading libcurl on a thread of its own, once, so that the first request finds it
/// loaded, or waits only for the rest of the load; a first use meanwhile waits for it. When no
/// thread can be started, the library is loaded on first use as before.
void curl_on_demand_load_in_background(void);

/// Whether FoundationNetworking's calls to libcurl's function `name` reach `own`, this
/// program's definition of it: always when FoundationNetworking is linked into the program, and
/// when it is a shared library, only if the program exports `name` (1), not otherwise (0).
int curl_on_demand_answers_for_foundation(const char *name, void *own);

// A few of the forwarders, with libcurl's handles as untyped pointers, for tests.

/// libcurl's version text, such as `libcurl/7.88.1 OpenSSL/3.0.11`.
char *curl_version(void);
/// A new easy handle, or NULL.
void *curl_easy_init(void);
/// Frees an easy handle.
void curl_easy_cleanup(void *easy);
/// The text for a `CURLcode`.
const char *curl_easy_strerror(int code);
/// A new URL handle, or NULL.
void *curl_url(void);
/// Sets a part of a URL handle (0: the whole URL); 0 on success.
int curl_url_set(void *url, int what, const char *part, unsigned int flags);
/// Frees a URL handle.
void curl_url_cleanup(void *url);
/// Frees what libcurl allocated for the caller.
void curl_free(void *pointer);

#endif

#ifdef __cplusplus
}
#endif

#endif
