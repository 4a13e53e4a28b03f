#ifndef CURL_CERTIFICATE_FILE_H
#define CURL_CERTIFICATE_FILE_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// Makes every transfer from now on trust the certificate authorities in the PEM file at
/// `path` instead of libcurl's bundle (CURLOPT_CAINFO), or its bundle again when `path` is
/// NULL; 1 when done, 0 when out of memory.
int curl_certificate_file_set(const char *path);

/// The file set by curl_certificate_file_set, or NULL.
const char *curl_certificate_file(void);

/// Whether FoundationNetworking's calls to `curl_easy_setopt` reach this layer, so that the
/// file is used: 1 when they do, 0 when they reach libcurl's.
int curl_certificate_file_is_active(void);

#endif

#ifdef __cplusplus
}
#endif

#endif
