#ifndef CURL_EASY_OPTION_PARTS_H
#define CURL_EASY_OPTION_PARTS_H

// What the parts of the layer do with each option set on an easy handle; called by
// curl_easy_setopt (CurlEasyOptions.c) only.

#ifdef __linux__

/// libcurl's own curl_easy_setopt.
typedef int (*CurlEasySetopt)(void *easy, int option, ...);

/// The argument to give libcurl for `option`: the certificate file in place of another CA file,
/// and otherwise `argument`; sets the file on `easy` with `real` as each transfer's URL is set.
void *curl_certificate_file_option(
    void *easy, int option, void *argument, CurlEasySetopt real);

/// Notes a body of unknown length on `easy`, and sets its size through `real` to the
/// `Content-Length` among its header lines when they are set after it.
void curl_upload_length_option(void *easy, int option, void *argument, CurlEasySetopt real);

/// Sets `option` on `easy` through `real`, keeping the handle's write callback behind the body
/// limit's and counting its transfer from each new URL.
int curl_body_limit_option(void *easy, int option, void *argument, CurlEasySetopt real);

/// Forgets what the body limit kept of `easy`, which libcurl has freed.
void curl_body_limit_forget(void *easy);

#endif

#endif
