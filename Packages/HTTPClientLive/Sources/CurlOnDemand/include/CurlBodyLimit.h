#ifndef CURL_BODY_LIMIT_H
#define CURL_BODY_LIMIT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// Raises the most body bytes a transfer may deliver to `bytes`, if that is more than the
/// current limit (none at first): past it, libcurl's write callback refuses the rest and the
/// transfer ends with CURLE_WRITE_ERROR.
void curl_body_limit_raise(long long bytes);

/// The current limit, or -1 when there is none.
long long curl_body_limit(void);

/// Whether a transfer that has delivered `*count` body bytes may deliver `bytes` more, adding
/// them to `*count` when it may: it may while `*count` is not past the limit, so that the part
/// that crosses the limit is delivered and the next one refused. Exposed for tests.
int curl_body_limit_admits(long long *count, size_t bytes);

#endif

#ifdef __cplusplus
}
#endif

#endif
