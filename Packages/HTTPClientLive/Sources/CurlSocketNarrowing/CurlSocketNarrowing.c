// Narrows libcurl socket registrations for FoundationNetworking.
//
// FoundationNetworking's CURLMOPT_SOCKETFUNCTION callback only ever adds
// dispatch sources for a socket; it removes them only on CURL_POLL_REMOVE.
// When libcurl switches a socket from OUT to IN, the write source stays and a
// connected socket, always writable, fires it in a tight loop. This wrapper
// turns every narrowing change into REMOVE followed by a fresh registration.

#ifdef __linux__

#define _GNU_SOURCE
#include "CurlSocketNarrowing.h"
#include "CurlOnDemand.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>

enum {
  poll_in = 1,
  poll_out = 2,
  poll_inout = 3,
  poll_remove = 4,
  option_socket_function = 20001,
  tracked_limit = 65536,
  callback_limit = 16,
  error_unavailable = 1,  // CURLM_BAD_HANDLE: libcurl's curl_multi_setopt was not found
};

// The last interest (poll_in, poll_out or poll_inout) reported for each socket; 0 when none.
static _Atomic unsigned char last_action[tracked_limit];

int curl_socket_narrowing_tracked_limit(void) { return tracked_limit; }

int curl_socket_narrowing_handle(CurlSocketNarrowingCallback original, void *easy, int socket,
                                 int what, void *userp, void *socketp) {
  if (socket < 0 || socket >= tracked_limit) {
    return original(easy, socket, what, userp, socketp);
  }
  if (what == poll_remove) {
    atomic_store(&last_action[socket], 0);
    return original(easy, socket, what, userp, socketp);
  }
  // FoundationNetworking assigns a fresh per-socket object only for an action that needs a
  // source; after a REMOVE, anything else would leave libcurl holding the released one.
  if (what != poll_in && what != poll_out && what != poll_inout) {
    return original(easy, socket, what, userp, socketp);
  }
  int previous = atomic_exchange(&last_action[socket], (unsigned char)what);
  if ((previous & ~what) == 0) {
    return original(easy, socket, what, userp, socketp);
  }
  int result = original(easy, socket, poll_remove, userp, socketp);
  if (result != 0) {
    return result;
  }
  return original(easy, socket, what, userp, NULL);
}

typedef int (*MultiSetopt)(void *multi, int option, ...);

static MultiSetopt real_setopt;
static pthread_once_t real_setopt_once = PTHREAD_ONCE_INIT;

static void resolve_real_setopt(void) {
  *(void **)(&real_setopt) = curl_on_demand_symbol("curl_multi_setopt");
}

// One wrapper per distinct original callback; each forwards to its slot.
static _Atomic(CurlSocketNarrowingCallback) originals[callback_limit];

#define NARROWING_WRAPPER(index)                                                     \
  static int narrowing_wrapper_##index(void *easy, int socket, int what, void *userp, \
                                       void *socketp) {                              \
    return curl_socket_narrowing_handle(atomic_load(&originals[index]), easy, socket, \
                                        what, userp, socketp);                       \
  }

NARROWING_WRAPPER(0)
NARROWING_WRAPPER(1)
NARROWING_WRAPPER(2)
NARROWING_WRAPPER(3)
NARROWING_WRAPPER(4)
NARROWING_WRAPPER(5)
NARROWING_WRAPPER(6)
NARROWING_WRAPPER(7)
NARROWING_WRAPPER(8)
NARROWING_WRAPPER(9)
NARROWING_WRAPPER(10)
NARROWING_WRAPPER(11)
NARROWING_WRAPPER(12)
NARROWING_WRAPPER(13)
NARROWING_WRAPPER(14)
NARROWING_WRAPPER(15)

static const CurlSocketNarrowingCallback wrappers[callback_limit] = {
    narrowing_wrapper_0,  narrowing_wrapper_1,  narrowing_wrapper_2,  narrowing_wrapper_3,
    narrowing_wrapper_4,  narrowing_wrapper_5,  narrowing_wrapper_6,  narrowing_wrapper_7,
    narrowing_wrapper_8,  narrowing_wrapper_9,  narrowing_wrapper_10, narrowing_wrapper_11,
    narrowing_wrapper_12, narrowing_wrapper_13, narrowing_wrapper_14, narrowing_wrapper_15,
};

CurlSocketNarrowingCallback curl_socket_narrowing_wrapper_for(CurlSocketNarrowingCallback original) {
  if (original == NULL) {
    return NULL;
  }
  for (int index = 0; index < callback_limit; index++) {
    if (wrappers[index] == original) {
      return original;
    }
  }
  for (int index = 0; index < callback_limit; index++) {
    CurlSocketNarrowingCallback expected = NULL;
    if (atomic_compare_exchange_strong(&originals[index], &expected, original) ||
        expected == original) {
      return wrappers[index];
    }
  }
  return original;
}

int curl_multi_setopt(void *multi, int option, ...) {
  va_list arguments;
  va_start(arguments, option);
  void *argument = va_arg(arguments, void *);
  va_end(arguments);

  pthread_once(&real_setopt_once, resolve_real_setopt);
  if (real_setopt == NULL) {
    return error_unavailable;
  }
  if (option == option_socket_function) {
    argument = (void *)curl_socket_narrowing_wrapper_for((CurlSocketNarrowingCallback)argument);
  }
  return real_setopt(multi, option, argument);
}

#endif
