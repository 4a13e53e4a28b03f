// Stops a transfer whose body grows past a limit, where libcurl delivers the body.
//
// FoundationNetworking cannot cancel a started task safely on Linux, so a body past the response
// size limit (such as a small gzip that inflates to a gigabyte) would otherwise be received and
// inflated to its end before the refusal it already caused could end the program. Through
// curl_easy_setopt (CurlEasyOptions.c), each easy handle's write callback is wrapped: the
// wrapper counts the body bytes of the current transfer (from the last CURLOPT_URL) and,
// once they are past the limit, returns 0, which makes libcurl end the transfer with
// CURLE_WRITE_ERROR. The part that crosses the limit is still delivered, so that the program
// sees the body go past it and says so.

#ifdef __linux__

#define _GNU_SOURCE
#include "CurlBodyLimit.h"
#include "CurlEasyOptionParts.h"
#include "CurlReceiveBacklog.h"

int curl_easy_getinfo(void *easy, int info, ...);
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum {
  curl_info_response_code = 0x200002,  // CURLINFO_RESPONSE_CODE
  option_write_data = 10001,      // CURLOPT_WRITEDATA
  option_url = 10002,             // CURLOPT_URL
  option_write_function = 20011,  // CURLOPT_WRITEFUNCTION
};

typedef size_t (*WriteFunction)(char *buffer, size_t size, size_t count, void *data);

// One easy handle's own write callback and its data, and the body bytes of its transfer.
struct Record {
  void *easy;
  WriteFunction function;  // NULL: libcurl's default, fwrite
  void *data;
  long long count;
  struct Record *next;
};

static struct Record *records;
static int records_unavailable;  // set once a record could not be made: wrap no more handles
static pthread_mutex_t records_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic long long body_limit = -1;

void curl_body_limit_raise(long long bytes) {
  long long current = atomic_load(&body_limit);
  while (bytes > current && !atomic_compare_exchange_weak(&body_limit, &current, bytes)) {
  }
}

long long curl_body_limit(void) { return atomic_load(&body_limit); }

int curl_body_limit_admits(long long *count, size_t bytes) {
  long long limit = atomic_load(&body_limit);
  // While a body is passed on (written out as it comes), no limit applies: where it goes bounds it.
  if (limit >= 0 && *count > limit && !curl_receive_backlog_is_passing()) {
    return 0;
  }
  *count = bytes > (size_t)(INT64_MAX - *count) ? INT64_MAX : *count + (long long)bytes;
  return 1;
}

static size_t limited_write(char *buffer, size_t size, size_t count, void *userdata) {
  struct Record *record = userdata;
  pthread_mutex_lock(&records_lock);
  int admitted = curl_body_limit_admits(&record->count, size * count);
  WriteFunction function = record->function;
  void *data = record->data;
  pthread_mutex_unlock(&records_lock);
  if (!admitted) {
    return 0;
  }
  // A redirect's body never reaches the program (FoundationNetworking keeps it): not counted.
  long status = 0;
  curl_easy_getinfo(record->easy, curl_info_response_code, &status);
  if (status < 300 || status >= 400) {
    curl_receive_backlog_deliver((long long)(size * count));
  }
  return function == NULL ? fwrite(buffer, size, count, (FILE *)data)
                          : function(buffer, size, count, data);
}

// The record of `easy`, made when `creates` and there is none; NULL when there is none. Called
// with records_lock held.
static struct Record *record_for(void *easy, int creates) {
  for (struct Record *record = records; record != NULL; record = record->next) {
    if (record->easy == easy) {
      return record;
    }
  }
  if (!creates || records_unavailable) {
    return NULL;
  }
  struct Record *record = calloc(1, sizeof(struct Record));
  if (record == NULL) {
    records_unavailable = 1;
    return NULL;
  }
  record->easy = easy;
  record->data = stdout;
  record->next = records;
  records = record;
  return record;
}

int curl_body_limit_option(void *easy, int option, void *argument, CurlEasySetopt real_setopt) {
  if (option != option_write_function && option != option_write_data && option != option_url) {
    return real_setopt(easy, option, argument);
  }
  pthread_mutex_lock(&records_lock);
  struct Record *record = record_for(easy, option != option_url);
  if (record != NULL) {
    if (option == option_write_function) {
      *(void **)(&record->function) = argument;
    } else if (option == option_write_data) {
      record->data = argument;
    } else {
      record->count = 0;
    }
  }
  pthread_mutex_unlock(&records_lock);
  if (record == NULL || option == option_url) {
    return real_setopt(easy, option, argument);
  }
  // Both are set every time, so that the wrapper always gets its record.
  int result = real_setopt(easy, option_write_function, (void *)limited_write);
  return result != 0 ? result : real_setopt(easy, option_write_data, (void *)record);
}

void curl_body_limit_forget(void *easy) {
  pthread_mutex_lock(&records_lock);
  for (struct Record **link = &records; *link != NULL; link = &(*link)->next) {
    if ((*link)->easy == easy) {
      struct Record *record = *link;
      *link = record->next;
      free(record);
      break;
    }
  }
  pthread_mutex_unlock(&records_lock);
}

#endif
