#ifndef CURL_EASY_OPTIONS_H
#define CURL_EASY_OPTIONS_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// `curl_easy_setopt(easy, option, ...)` with its one argument after `option`, through this
/// layer's certificate file and body limit.
int curl_easy_setopt(void *easy, int option, ...);

/// `curl_easy_setopt(easy, option, argument)`, with the one argument libcurl reads as a
/// pointer-sized value: what the variadic definition does, for callers that cannot call one.
int curl_easy_setopt_one(void *easy, int option, void *argument);

#endif

#ifdef __cplusplus
}
#endif

#endif
