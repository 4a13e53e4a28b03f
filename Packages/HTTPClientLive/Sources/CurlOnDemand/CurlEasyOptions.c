// libcurl's curl_easy_setopt and curl_easy_cleanup, in front of its own: each option is seen by
// the parts of this layer that need it (the certificate file, the body limit, then the upload's length) before it
// reaches libcurl, and a handle's records go with it.

#ifdef __linux__

#define _GNU_SOURCE
#include "CurlEasyOptionParts.h"
#include "CurlEasyOptions.h"
#include "CurlOnDemand.h"
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>

enum {
  easy_failed_init = 2,  // CURLE_FAILED_INIT
  option_buffer_size = 98,  // CURLOPT_BUFFERSIZE
};

// The receive buffer asked for in place of FoundationNetworking's 16 KiB: libcurl reads the
// socket up to this much at a time, a system call each (a 560 MB body in about 2,000 reads rather
// than 35,000); it still hands the body on 16 KiB at a time.
static const long receive_buffer = 256 * 1024;

static CurlEasySetopt real_setopt;
static pthread_once_t real_setopt_once = PTHREAD_ONCE_INIT;

static void resolve_real_setopt(void) {
  *(void **)(&real_setopt) = curl_on_demand_symbol("curl_easy_setopt");
}

int curl_easy_setopt(void *easy, int option, ...) {
  va_list arguments;
  va_start(arguments, option);
  void *argument = va_arg(arguments, void *);
  va_end(arguments);
  return curl_easy_setopt_one(easy, option, argument);
}

int curl_easy_setopt_one(void *easy, int option, void *argument) {
  pthread_once(&real_setopt_once, resolve_real_setopt);
  if (real_setopt == NULL) {
    return easy_failed_init;
  }
  argument = curl_certificate_file_option(easy, option, argument, real_setopt);
  if (option == option_buffer_size && (long)(intptr_t)argument < receive_buffer) {
    argument = (void *)(intptr_t)receive_buffer;
  }
  int result = curl_body_limit_option(easy, option, argument, real_setopt);
  curl_upload_length_option(easy, option, argument, real_setopt);
  return result;
}

static void (*real_cleanup)(void *easy);
static pthread_once_t real_cleanup_once = PTHREAD_ONCE_INIT;

static void resolve_real_cleanup(void) {
  *(void **)(&real_cleanup) = curl_on_demand_symbol("curl_easy_cleanup");
}

void curl_easy_cleanup(void *easy) {
  pthread_once(&real_cleanup_once, resolve_real_cleanup);
  if (real_cleanup != NULL) {
    real_cleanup(easy);
  }
  curl_body_limit_forget(easy);
}

#endif
