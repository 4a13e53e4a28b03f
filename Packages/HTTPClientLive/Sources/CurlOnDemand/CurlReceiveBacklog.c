// Reads a passed-on body from the socket no faster than the program writes it out.
//
// FoundationNetworking hands each part of a body to the session's delegate queue as libcurl
// delivers it, and never pauses a transfer: a program that writes the body out more slowly than
// it arrives (a slow disk, a pipe to a slow reader) would hold the difference in memory, up to
// the whole body. The write callback's wrapper (CurlBodyLimit.c) counts what it delivers while a
// body is passed on, the program counts what it has taken, and a delivery waits while the
// difference is past a limit; libcurl then stops reading the socket, and TCP slows the server.

#ifdef __linux__

#include "CurlReceiveBacklog.h"
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

struct CurlBacklog {
  pthread_mutex_t lock;
  pthread_cond_t taken;
  long long count;
  long long passing;
  // A delivery waiting, and the count below which it is woken: half its limit, so that it
  // wakes once for many parts taken rather than for each.
  int waiting;
  long long resume_below;
};

// Made on first use, its condition on the monotonic clock: a wall clock set back never lengthens
// a wait.
static CurlBacklog shared;
static pthread_once_t shared_once = PTHREAD_ONCE_INIT;

static void initialize(CurlBacklog *backlog) {
  pthread_mutex_init(&backlog->lock, NULL);
  pthread_condattr_t attributes;
  pthread_condattr_init(&attributes);
  pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
  pthread_cond_init(&backlog->taken, &attributes);
  pthread_condattr_destroy(&attributes);
}

static void initialize_shared(void) { initialize(&shared); }

static CurlBacklog *shared_backlog(void) {
  pthread_once(&shared_once, initialize_shared);
  return &shared;
}

CurlBacklog *curl_backlog_make(void) {
  CurlBacklog *backlog = calloc(1, sizeof(CurlBacklog));
  if (backlog != NULL) {
    initialize(backlog);
  }
  return backlog;
}

void curl_backlog_free(CurlBacklog *backlog) {
  if (backlog != NULL) {
    pthread_cond_destroy(&backlog->taken);
    pthread_mutex_destroy(&backlog->lock);
    free(backlog);
  }
}

void curl_backlog_begin(CurlBacklog *backlog) {
  pthread_mutex_lock(&backlog->lock);
  backlog->passing += 1;
  pthread_mutex_unlock(&backlog->lock);
}

void curl_backlog_end(CurlBacklog *backlog) {
  pthread_mutex_lock(&backlog->lock);
  if (backlog->passing > 0) {
    backlog->passing -= 1;
  }
  if (backlog->passing == 0) {
    backlog->count = 0;
    pthread_cond_broadcast(&backlog->taken);
  }
  pthread_mutex_unlock(&backlog->lock);
}

void curl_backlog_take(CurlBacklog *backlog, long long bytes) {
  pthread_mutex_lock(&backlog->lock);
  if (backlog->passing > 0) {
    backlog->count -= bytes;
    if (backlog->waiting && backlog->count <= backlog->resume_below) {
      pthread_cond_broadcast(&backlog->taken);
    }
  }
  pthread_mutex_unlock(&backlog->lock);
}

long long curl_backlog_count(CurlBacklog *backlog) {
  pthread_mutex_lock(&backlog->lock);
  long long count = backlog->count;
  pthread_mutex_unlock(&backlog->lock);
  return count;
}

// Milliseconds between two moments.
static long long elapsed_ms(const struct timespec *from, const struct timespec *to) {
  return (to->tv_sec - from->tv_sec) * 1000 + (to->tv_nsec - from->tv_nsec) / 1000000;
}

long long curl_backlog_deliver(
    CurlBacklog *backlog, long long bytes, long long limit, long long longest_wait_ms) {
  struct timespec start;
  clock_gettime(CLOCK_MONOTONIC, &start);
  long long waited = 0;
  pthread_mutex_lock(&backlog->lock);
  if (backlog->passing > 0 && backlog->count > limit) {
    backlog->waiting = 1;
    backlog->resume_below = limit / 2;
  }
  while (backlog->passing > 0 && backlog->count > backlog->resume_below && backlog->waiting
         && waited < longest_wait_ms) {
    // Woken when bytes are taken, or after 50 ms to look at the time.
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    until.tv_nsec += 50 * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
      until.tv_sec += 1;
      until.tv_nsec -= 1000000000L;
    }
    pthread_cond_timedwait(&backlog->taken, &backlog->lock, &until);
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    waited = elapsed_ms(&start, &now);
  }
  backlog->waiting = 0;
  if (backlog->passing > 0) {
    backlog->count += bytes;
  }
  pthread_mutex_unlock(&backlog->lock);
  return waited;
}

int curl_backlog_is_passing(CurlBacklog *backlog) {
  pthread_mutex_lock(&backlog->lock);
  int passing = backlog->passing > 0;
  pthread_mutex_unlock(&backlog->lock);
  return passing;
}

void curl_receive_backlog_begin(void) { curl_backlog_begin(shared_backlog()); }

void curl_receive_backlog_end(void) { curl_backlog_end(shared_backlog()); }

void curl_receive_backlog_taken(long long bytes) { curl_backlog_take(shared_backlog(), bytes); }

int curl_receive_backlog_is_passing(void) { return curl_backlog_is_passing(shared_backlog()); }

long long curl_receive_backlog_deliver(long long bytes) {
  return curl_backlog_deliver(
      shared_backlog(), bytes, CURL_RECEIVE_BACKLOG_LIMIT, CURL_RECEIVE_BACKLOG_LONGEST_WAIT);
}

#endif
