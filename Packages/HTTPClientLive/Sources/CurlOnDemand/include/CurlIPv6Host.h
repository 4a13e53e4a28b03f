#ifndef CURL_IPV6_HOST_H
#define CURL_IPV6_HOST_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// Removes the brackets around `host` in place (`[::1]` becomes `::1`); 1 when it had them.
int curl_ipv6_host_unbracket(char *host);

/// `curl_url_get`, as libcurl declares it with its handle untyped: a caller outside libcurl gets
/// a host (CURLUPART_HOST) without the brackets around an IPv6 address.
int curl_url_get(void *url, int what, char **part, unsigned int flags);

/// Whether FoundationNetworking's calls to `curl_url_get` reach the definition above, so that
/// a URL with an IPv6 address can be loaded: 1 when they do, 0 when they reach libcurl's.
int curl_ipv6_host_is_active(void);

#endif

#ifdef __cplusplus
}
#endif

#endif
