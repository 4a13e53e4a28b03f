// Sends a body read from a stream with the length its request names, rather than chunked.
//
// FoundationNetworking tells libcurl that a body read from an InputStream is of unknown length
// (CURLOPT_INFILESIZE_LARGE of -1), so libcurl sends it with `Transfer-Encoding: chunked`
// beside any `Content-Length` the request sets, which no server should accept and some (WSGI
// servers such as Django's) read as an empty body. When the header list of such a transfer
// names a `Content-Length`, this part sets the transfer's size to it, and libcurl sends the body
// as it is, of that length, read from the stream 512 KiB at a time rather than 64 KiB: each read
// goes through FoundationNetworking's queue, and a fourth of the time went there.

#ifdef __linux__

#define _GNU_SOURCE
#include "CurlUploadLength.h"
#include "CurlEasyOptionParts.h"
#include "CurlEasyOptions.h"
#include "CurlOnDemand.h"
#include <stddef.h>
#include <stdint.h>
#include <strings.h>

enum {
  option_http_header = 10023,          // CURLOPT_HTTPHEADER
  option_in_file_size_large = 30115,  // CURLOPT_INFILESIZE_LARGE
  option_upload_buffer_size = 280,    // CURLOPT_UPLOAD_BUFFERSIZE
  upload_buffer = 512 << 10,         // the bytes read from the stream at a time
};

/// libcurl's list of header lines.
struct HeaderLine {
  char *data;
  struct HeaderLine *next;
};

/// The handle whose body was last said to be of unknown length on this thread: FoundationNetworking
/// sets a handle's options on one thread, the size before the header lines.
static _Thread_local void *unknown_length_easy;

long long curl_upload_length_of_header(const char *header) {
  static const char name[] = "content-length:";
  if (header == NULL || strncasecmp(header, name, sizeof name - 1) != 0) {
    return -1;
  }
  const char *value = header + sizeof name - 1;
  while (*value == ' ' || *value == '\t') {
    value++;
  }
  long long length = 0;
  int digits = 0;
  for (; *value >= '0' && *value <= '9'; value++, digits++) {
    if (length > (1LL << 62) / 10) {
      return -1;
    }
    length = length * 10 + (*value - '0');
  }
  while (*value == ' ' || *value == '\t') {
    value++;
  }
  return digits > 0 && *value == '\0' ? length : -1;
}

void curl_upload_length_option(void *easy, int option, void *argument, CurlEasySetopt real) {
  if (option == option_in_file_size_large) {
    unknown_length_easy = (long long)(intptr_t)argument == -1 ? easy : NULL;
    return;
  }
  if (option != option_http_header || unknown_length_easy != easy) {
    return;
  }
  unknown_length_easy = NULL;
  for (const struct HeaderLine *line = argument; line != NULL; line = line->next) {
    long long length = curl_upload_length_of_header(line->data);
    if (length >= 0) {
      real(easy, option_in_file_size_large, (long long)length);
      // Fewer, larger reads of the stream: each goes through FoundationNetworking's queue.
      real(easy, option_upload_buffer_size, (long)upload_buffer);
      return;
    }
  }
}

int curl_upload_length_is_active(void) {
  return curl_on_demand_answers_for_foundation("curl_easy_setopt", (void *)curl_easy_setopt);
}

#endif
