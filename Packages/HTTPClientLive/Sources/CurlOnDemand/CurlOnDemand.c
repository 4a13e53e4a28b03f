// The libcurl functions FoundationNetworking calls, each loading libcurl on its first use.
//
// A program linked with FoundationNetworking loads libcurl and the thirty-odd libraries it
// needs before main, whether or not it sends a request, and that is most of its start-up time.
// When the program is linked against an empty libcurl instead (see Scripts/bench), these
// definitions stand in: the first call opens libcurl.so.4 and each call is forwarded to the
// real function. Linked as usual, they forward to the libcurl already loaded.
//
// The variadic setters and getters take one argument after the option. libcurl reads it as a
// long, a pointer, a function pointer or a curl_off_t, all passed in the same general-purpose
// register on the 64-bit ABIs this targets, so it is forwarded as a pointer-sized value.
//
// curl_easy_setopt and curl_easy_cleanup are defined in CurlEasyOptions.c, which also wraps the
// write callback; curl_url_get in CurlIPv6Host.c, which also unbrackets an IPv6 host for
// FoundationNetworking.

#ifdef __linux__

#define _GNU_SOURCE
#include "CurlOnDemand.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>

enum {
  easy_failed_init = 2,    // CURLE_FAILED_INIT
  multi_bad_handle = 1,    // CURLM_BAD_HANDLE
  url_out_of_memory = 13,  // CURLUE_OUT_OF_MEMORY
};

static void *library;
static pthread_once_t library_once = PTHREAD_ONCE_INIT;

// Keeps OpenSSL from freeing its state when the program exits (OPENSSL_INIT_NO_ATEXIT): a
// transfer that failed its handshake may still be closing its connection on another thread,
// and the freed state then crashes it, turning the program's exit status into a signal. Takes
// effect only before OpenSSL's first initialisation, which libcurl does on its first use.
static void keep_openssl_at_exit(void *scope) {
  int (*init_crypto)(unsigned long long options, const void *settings);
  *(void **)(&init_crypto) = dlsym(scope, "OPENSSL_init_crypto");
  if (init_crypto != NULL) {
    init_crypto(0x00080000ULL, NULL);  // OPENSSL_INIT_NO_ATEXIT
  }
}

__attribute__((constructor)) static void keep_loaded_openssl_at_exit(void) {
  keep_openssl_at_exit(RTLD_DEFAULT);
}

static void load_library(void) {
  library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_GLOBAL);
  if (library == NULL) {
    library = dlopen("libcurl.so", RTLD_NOW | RTLD_GLOBAL);
  }
  if (library != NULL) {
    keep_openssl_at_exit(library);
  }
}

void *curl_on_demand_symbol(const char *name) {
  pthread_once(&library_once, load_library);
  return library == NULL ? NULL : dlsym(library, name);
}

int curl_on_demand_is_loaded(void) { return library != NULL; }

static void *load_on_thread(void *unused) {
  (void)unused;
  pthread_once(&library_once, load_library);
  return NULL;
}

void curl_on_demand_load_in_background(void) {
  static int started;
  if (__atomic_exchange_n(&started, 1, __ATOMIC_ACQ_REL)) {
    return;
  }
  pthread_attr_t attributes;
  if (pthread_attr_init(&attributes) != 0) {
    return;  // loaded on first use instead
  }
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_t thread;
  (void)pthread_create(&thread, &attributes, load_on_thread, NULL);
  pthread_attr_destroy(&attributes);
}

int curl_on_demand_answers_for_foundation(const char *name, void *own) {
  void *networking = dlopen("libFoundationNetworking.so", RTLD_LAZY | RTLD_NOLOAD);
  if (networking == NULL) {
    return 1;  // linked into the program: its calls bind to the program's definitions
  }
  dlclose(networking);
  return dlsym(RTLD_DEFAULT, name) == own;
}

// Defines `name` with `parameters`, forwarding `arguments` to libcurl's, or returning
// `fallback` when libcurl cannot be found.
#define FORWARD(result, name, parameters, arguments, fallback)      \
  static result(*real_##name) parameters;                          \
  static pthread_once_t once_##name = PTHREAD_ONCE_INIT;           \
  static void resolve_##name(void) {                               \
    *(void **)(&real_##name) = curl_on_demand_symbol(#name);       \
  }                                                                \
  result name parameters {                                         \
    pthread_once(&once_##name, resolve_##name);                    \
    return real_##name == NULL ? (fallback) : real_##name arguments; \
  }

// Likewise for a function that returns nothing.
#define FORWARD_VOID(name, parameters, arguments)              \
  static void(*real_##name) parameters;                        \
  static pthread_once_t once_##name = PTHREAD_ONCE_INIT;       \
  static void resolve_##name(void) {                           \
    *(void **)(&real_##name) = curl_on_demand_symbol(#name);   \
  }                                                            \
  void name parameters {                                       \
    pthread_once(&once_##name, resolve_##name);                \
    if (real_##name != NULL) {                                 \
      real_##name arguments;                                   \
    }                                                          \
  }

// Likewise for a function whose one argument after `option` is variadic.
#define FORWARD_OPTION(name)                                                  \
  static int (*real_##name)(void *, int, ...);                                \
  static pthread_once_t once_##name = PTHREAD_ONCE_INIT;                      \
  static void resolve_##name(void) {                                          \
    *(void **)(&real_##name) = curl_on_demand_symbol(#name);                  \
  }                                                                           \
  int name(void *handle, int option, ...) {                                   \
    va_list arguments;                                                        \
    va_start(arguments, option);                                              \
    void *argument = va_arg(arguments, void *);                               \
    va_end(arguments);                                                        \
    pthread_once(&once_##name, resolve_##name);                               \
    return real_##name == NULL ? easy_failed_init : real_##name(handle, option, argument); \
  }

FORWARD(int, curl_global_init, (long flags), (flags), easy_failed_init)
FORWARD(char *, curl_version, (void), (), NULL)
FORWARD(void *, curl_version_info, (int age), (age), NULL)
FORWARD(void *, curl_easy_init, (void), (), NULL)
FORWARD_OPTION(curl_easy_getinfo)
FORWARD(int, curl_easy_pause, (void *easy, int bitmask), (easy, bitmask), easy_failed_init)
FORWARD(const char *, curl_easy_strerror, (int code), (code), "libcurl could not be loaded")
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(void *, curl_multi_init, (void), (), NULL)
FORWARD(int, curl_multi_cleanup, (void *multi), (multi), multi_bad_handle)
FORWARD(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy), multi_bad_handle)
FORWARD(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy),
        multi_bad_handle)
FORWARD(int, curl_multi_assign, (void *multi, int socket, void *pointer),
        (multi, socket, pointer), multi_bad_handle)
FORWARD(void *, curl_multi_info_read, (void *multi, int *remaining), (multi, remaining), NULL)
FORWARD(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running),
        (multi, socket, mask, running), multi_bad_handle)
FORWARD(void *, curl_slist_append, (void *list, const char *text), (list, text), NULL)
FORWARD_VOID(curl_slist_free_all, (void *list), (list))
FORWARD(void *, curl_url, (void), (), NULL)
FORWARD_VOID(curl_url_cleanup, (void *url), (url))
FORWARD(int, curl_url_set, (void *url, int what, const char *part, unsigned int flags),
        (url, what, part, flags), url_out_of_memory)

#endif
