#ifndef CURL_UPLOAD_LENGTH_H
#define CURL_UPLOAD_LENGTH_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// The length a `Content-Length` field of `header` (one line of a request's header, such as
/// "Content-Length: 42") gives, or -1 when the line is not such a field or its value is not a
/// whole number from 0 to 2^62. Exposed for tests.
long long curl_upload_length_of_header(const char *header);

/// Whether FoundationNetworking's calls to `curl_easy_setopt` reach this layer, so that a body
/// read from a stream is sent with the `Content-Length` its request names rather than chunked:
/// 1 when they do, 0 when they reach libcurl's.
int curl_upload_length_is_active(void);

#endif

#ifdef __cplusplus
}
#endif

#endif
