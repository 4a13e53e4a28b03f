// Gives FoundationNetworking an IPv6 host without its brackets.
//
// Before each request FoundationNetworking checks that libcurl reads the same host from the URL
// as URL.host does (CFURLSessionCurlHostIsEqual). libcurl answers "[::1]" where URL.host says
// "::1", so a URL with an IPv6 address fails as a bad URL before anything is sent
// (swift-corelibs-foundation issue 5496). This definition of curl_url_get removes the brackets
// around a host for callers outside libcurl; libcurl's own parser calls it too, through the
// same symbol, and needs them, so a call from libcurl is forwarded unchanged. A toolchain that
// carries the upstream fix (pull request 5498) removes the brackets itself when they are there,
// so a host that comes without them compares the same.

#ifdef __linux__

#define _GNU_SOURCE
#include "CurlIPv6Host.h"
#include "CurlOnDemand.h"
#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

enum {
  url_part_host = 5,       // CURLUPART_HOST
  url_out_of_memory = 13,  // CURLUE_OUT_OF_MEMORY
};

typedef int (*UrlGet)(void *url, int what, char **part, unsigned int flags);

static UrlGet real_url_get;
static const void *libcurl_base;
static pthread_once_t real_url_get_once = PTHREAD_ONCE_INIT;

static void resolve_real_url_get(void) {
  *(void **)(&real_url_get) = curl_on_demand_symbol("curl_url_get");
  Dl_info info;
  if (real_url_get != NULL && dladdr(*(void **)(&real_url_get), &info) != 0) {
    libcurl_base = info.dli_fbase;
  }
}

int curl_ipv6_host_unbracket(char *host) {
  if (host == NULL) {
    return 0;
  }
  size_t length = strlen(host);
  if (length < 2 || host[0] != '[' || host[length - 1] != ']') {
    return 0;
  }
  memmove(host, host + 1, length - 2);
  host[length - 2] = '\0';
  return 1;
}

// Whether `address`, a return address, lies in libcurl itself; when libcurl's image is unknown,
// every caller counts as libcurl's, so that nothing is changed.
static int is_in_libcurl(const void *address) {
  Dl_info info;
  if (libcurl_base == NULL || dladdr(address, &info) == 0) {
    return 1;
  }
  return info.dli_fbase == libcurl_base;
}

int curl_url_get(void *url, int what, char **part, unsigned int flags) {
  const void *caller = __builtin_return_address(0);
  pthread_once(&real_url_get_once, resolve_real_url_get);
  if (real_url_get == NULL) {
    return url_out_of_memory;
  }
  int result = real_url_get(url, what, part, flags);
  if (result == 0 && what == url_part_host && part != NULL && !is_in_libcurl(caller)) {
    curl_ipv6_host_unbracket(*part);
  }
  return result;
}

int curl_ipv6_host_is_active(void) {
  return curl_on_demand_answers_for_foundation("curl_url_get", (void *)curl_url_get);
}

#endif
