#ifndef CURL_SOCKET_NARROWING_H
#define CURL_SOCKET_NARROWING_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// The libcurl socket callback signature (CURLMOPT_SOCKETFUNCTION).
typedef int (*CurlSocketNarrowingCallback)(void *easy, int socket, int what, void *userp,
                                           void *socketp);

/// Runs the narrowing wrapper for one socket event, forwarding to `original`.
/// Exposed so the narrowing logic can be tested without libcurl.
int curl_socket_narrowing_handle(CurlSocketNarrowingCallback original, void *easy, int socket,
                                 int what, void *userp, void *socketp);

/// The wrapper installed in place of `original`: each distinct callback gets its own, which
/// narrows and forwards to it. Returns `original` itself when every slot is taken.
CurlSocketNarrowingCallback curl_socket_narrowing_wrapper_for(CurlSocketNarrowingCallback original);

/// Number of file descriptors whose state is tracked; higher ones pass straight through.
int curl_socket_narrowing_tracked_limit(void);

#endif

#ifdef __cplusplus
}
#endif

#endif
