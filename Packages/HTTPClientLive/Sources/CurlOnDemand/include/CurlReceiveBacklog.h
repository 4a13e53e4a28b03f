#ifndef CURL_RECEIVE_BACKLOG_H
#define CURL_RECEIVE_BACKLOG_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __linux__

/// The most body bytes libcurl may have delivered that the program has not yet taken, while a
/// body is passed on: past it, libcurl's write callback waits, and so the socket is read no
/// faster than the program writes the body out.
#define CURL_RECEIVE_BACKLOG_LIMIT (1LL << 20)

/// The longest one delivery waits for the backlog to shrink, in milliseconds: a reader that
/// stalls (a pager left open) slows the transfer, and never stops it for good.
#define CURL_RECEIVE_BACKLOG_LONGEST_WAIT 5000

/// A count of bytes delivered and not yet taken, while bodies are passed on.
typedef struct CurlBacklog CurlBacklog;

/// A backlog of its own, for tests; NULL when out of memory.
CurlBacklog *curl_backlog_make(void);
void curl_backlog_free(CurlBacklog *backlog);

/// A body that is passed on begins: from now until the matching curl_backlog_end, deliveries
/// are counted, and wait while the backlog is past its limit.
void curl_backlog_begin(CurlBacklog *backlog);

/// A body passed on has ended; once none is left, the backlog counts from zero again.
void curl_backlog_end(CurlBacklog *backlog);

/// The program has taken `bytes` of body that libcurl delivered.
void curl_backlog_take(CurlBacklog *backlog, long long bytes);

/// The bytes delivered and not yet taken.
long long curl_backlog_count(CurlBacklog *backlog);

/// Counts `bytes` delivered, having first waited while the backlog is past `limit`, for at
/// most `longest_wait_ms` milliseconds; returns how long it waited, in milliseconds.
long long curl_backlog_deliver(
    CurlBacklog *backlog, long long bytes, long long limit, long long longest_wait_ms);

/// Whether a body is passed on: between a curl_backlog_begin and its curl_backlog_end.
int curl_backlog_is_passing(CurlBacklog *backlog);

/// The program's backlog, which the write callback's wrapper counts deliveries in (but a
/// redirect's body, which FoundationNetworking keeps from the program), and which lifts the body
/// limit (CurlBodyLimit.h) while a body is passed on.
void curl_receive_backlog_begin(void);
int curl_receive_backlog_is_passing(void);
void curl_receive_backlog_end(void);
void curl_receive_backlog_taken(long long bytes);
long long curl_receive_backlog_deliver(long long bytes);

#endif

#ifdef __cplusplus
}
#endif

#endif
