// Makes libcurl trust the certificate authorities of one file instead of its bundle.
//
// FoundationNetworking gives libcurl a CA file only when libcurl has none of its own, so a
// program cannot choose one. Once a file is chosen, curl_easy_setopt (CurlEasyOptions.c) sets it
// as CURLOPT_CAINFO with each transfer's URL, and puts it in place of any other file asked for.

#ifdef __linux__

#define _GNU_SOURCE
#include "CurlCertificateFile.h"
#include "CurlEasyOptionParts.h"
#include "CurlEasyOptions.h"
#include "CurlOnDemand.h"
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

enum {
  option_url = 10002,      // CURLOPT_URL
  option_ca_info = 10065,  // CURLOPT_CAINFO
};

static _Atomic(char *) certificate_file;

int curl_certificate_file_set(const char *path) {
  char *copy = path == NULL ? NULL : strdup(path);
  if (path != NULL && copy == NULL) {
    return 0;
  }
  // The previous copy is kept: a transfer may still be reading it.
  atomic_store(&certificate_file, copy);
  return 1;
}

const char *curl_certificate_file(void) { return atomic_load(&certificate_file); }

void *curl_certificate_file_option(
    void *easy, int option, void *argument, CurlEasySetopt real) {
  const char *file = curl_certificate_file();
  if (file == NULL) {
    return argument;
  }
  if (option == option_ca_info) {
    return (void *)file;
  }
  if (option == option_url) {
    real(easy, option_ca_info, (void *)file);
  }
  return argument;
}

int curl_certificate_file_is_active(void) {
  return curl_on_demand_answers_for_foundation("curl_easy_setopt", (void *)curl_easy_setopt);
}

#endif
