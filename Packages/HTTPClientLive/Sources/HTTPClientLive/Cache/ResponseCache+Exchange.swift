import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ResponseCache {
  /// The answer to `request`, from the store, from the server through `send`, or from both
  /// (a `304`), as the type's rules say; a successful write through `send` (a 2xx that is not
  /// one of `rejectedStatuses`, which refuse the data sent) removes what it may have changed
  /// below `baseURL`. The request's fields named in `credentialHeaders`
  /// (lowercased) carry credentials: a stored answer is given only to the same ones. The
  /// answer is kept under `keyedHeaders` in place of the request's fields, when given.
  ///
  /// `send` is told whether it may try again after a transient failure: not when a stored answer
  /// can stand in, which is used at once instead, unless the server said when to try again.
  ///
  /// - Throws: `NetworkError.notStored(request:reason:)` offline, for a read with nothing
  ///   stored, with why when the store knows, and for any write, neither of which is sent, and
  ///   for a read under
  ///   `ReadFreshness.storedOnly` that the store cannot answer as it is, which is not sent
  ///   either; otherwise what `send` throws when no stored answer may stand in.
  func answer(
    _ request: URLRequest, baseURL: URL,
    credentialHeaders: Set<String> = Credentials.standardHeaderNames,
    keyedHeaders: [String: String]? = nil, rejectedStatuses: Set<Int> = [],
    send: (_ request: URLRequest, _ retries: Bool) async throws -> Exchange.Answer
  ) async throws -> Exchange.Answer {
    try await answer(
      request, baseURL: baseURL, credentialHeaders: credentialHeaders,
      keyedHeaders: keyedHeaders, rejectedStatuses: rejectedStatuses, mayRevalidate: true,
      send: send)
  }

  /// ``answer(_:baseURL:credentialHeaders:keyedHeaders:rejectedStatuses:send:)``, which
  /// revalidates only when
  /// `mayRevalidate`: a `304` that names another entity than the stored one asks again once,
  /// without conditions.
  private func answer(
    _ request: URLRequest, baseURL: URL, credentialHeaders: Set<String>,
    keyedHeaders: [String: String]?, rejectedStatuses: Set<Int>, mayRevalidate: Bool,
    send: (_ request: URLRequest, _ retries: Bool) async throws -> Exchange.Answer
  ) async throws -> Exchange.Answer {
    let method = request.httpMethod ?? "GET"
    let storedOnly = method == "GET" && ReadFreshness.current == .storedOnly
    if policy.isOffline || storedOnly, http == nil || method != "GET" {
      throw NetworkError.notStored(
        request: ShownRequest(method, request.url ?? baseURL))
    }
    // Every request waits for the first one's check: one that read an unreadable entry
    // meanwhile would remove it unsaid.
    if let http, let dropped = dropCheck.run({ http.store.dropEarlierEntries() }), dropped > 0 {
      report(.droppedUnreadable(count: dropped))
    }
    guard let http, let url = request.url else {
      let answer = try await send(request, true)
      if method == "GET" { observe(.server) }
      return answer
    }
    guard method == "GET" else {
      let answer = try await send(request, true)
      if let response = answer.response as? HTTPURLResponse,
        (200..<300).contains(response.statusCode),
        !rejectedStatuses.contains(response.statusCode)
      {
        let location = response.value(forHTTPHeaderField: "Location").flatMap {
          URL(string: $0, relativeTo: url)?.absoluteURL
        }
        http.invalidate(
          after: url, method: method, location: location, baseURL: baseURL, at: now())
      }
      return answer
    }
    let requestLine = ShownRequest(method, url)
    let headers = keyedHeaders ?? request.allHTTPHeaderFields ?? [:]
    var conditional = request
    let validated: CachedResponse?
    let lookup = http.lookup(
      url, requestHeaders: headers, credentialHeaders: credentialHeaders, policy: effectivePolicy,
      now: now())
    switch lookup {
    case .stored(let stored):
      observe(.stored(at: stored.responseTime, beforeChange: stored.changedAt != nil))
      reportIfBeforeChange(stored, requestLine: requestLine)
      return stored.answer(requestLine: requestLine)
    case .miss where storedOnly, .revalidate where storedOnly:
      throw NetworkError.notStored(request: requestLine)
    case .unavailableOffline(let reason):
      throw NetworkError.notStored(request: requestLine, reason: reason)
    case .miss:
      validated = nil
    case .revalidate(let stored, let validators):
      validated = mayRevalidate ? stored : nil
      for (name, value) in validators where mayRevalidate {
        conditional.setValue(value, forHTTPHeaderField: name)
      }
    }

    let requestTime = now()
    let answer: Exchange.Answer
    do {
      let canStandIn = validated.map { !$0.cacheControl.mustRevalidate } ?? false
      answer = try await send(conditional, !canStandIn)
    } catch let error as NetworkError where error.allowsStaleAnswer {
      guard
        let stale = http.staleFallback(
          for: url, requestHeaders: headers, credentialHeaders: credentialHeaders)
      else { throw error }
      report(.usedStale(request: requestLine, storedAt: stale.responseTime, error: error))
      reportIfBeforeChange(stale, requestLine: requestLine)
      observe(
        .storedInPlaceOfServer(
          at: stale.responseTime, error: error, beforeChange: stale.changedAt != nil))
      return stale.answer(requestLine: requestLine)
    }
    guard let response = answer.response as? HTTPURLResponse else { return answer }
    let received = CachedResponse(
      url: url, status: response.statusCode, headers: response.lowercasedHeaderFields,
      body: answer.data, requestTime: requestTime, responseTime: now(), varyingRequestHeaders: [:])
    switch response.statusCode {
    case 304:
      guard let validated else { return answer }
      guard validated.isConfirmed(by: received) else {
        // RFC 9111, section 4.3.4: a 304 for another entity confirms nothing stored.
        return try await self.answer(
          request, baseURL: baseURL, credentialHeaders: credentialHeaders,
          keyedHeaders: keyedHeaders, rejectedStatuses: rejectedStatuses, mayRevalidate: false,
          send: send)
      }
      let refreshed = validated.refreshed(
        by: received.headers, requestTime: received.requestTime,
        responseTime: received.responseTime)
      keep(refreshed, in: http, requestHeaders: headers, credentialHeaders: credentialHeaders)
      observe(.server)
      return refreshed.answer(requestLine: requestLine, attempts: answer.attempts)
    case 429, 500..<600:
      guard
        let stale = http.staleFallback(
          for: url, requestHeaders: headers, credentialHeaders: credentialHeaders)
      else { return answer }
      let error = NetworkError.unexpectedStatus(
        code: response.statusCode, bodyExcerpt: String(excerptOfErrorBody: answer.data),
        request: answer.requestLine, attempts: answer.attempts)
      report(.usedStale(request: requestLine, storedAt: stale.responseTime, error: error))
      reportIfBeforeChange(stale, requestLine: requestLine)
      observe(
        .storedInPlaceOfServer(
          at: stale.responseTime, error: error, beforeChange: stale.changedAt != nil))
      return stale.answer(requestLine: requestLine, attempts: answer.attempts)
    default:
      if !keep(received, in: http, requestHeaders: headers, credentialHeaders: credentialHeaders),
        validated != nil
      {
        // What was stored is not the answer any more (a 404, or one that may not be stored).
        http.store.removeResponse(
          forKey: http.key(
            for: url, requestHeaders: headers, credentialHeaders: credentialHeaders))
      }
      observe(.server)
      return answer
    }
  }

  /// Reports that `stored`, the answer to `requestLine` about to be used, was stored before a
  /// write the client made since, when it was.
  private func reportIfBeforeChange(_ stored: CachedResponse, requestLine: ShownRequest) {
    guard let changedAt = stored.changedAt else { return }
    report(
      .usedBeforeChange(request: requestLine, storedAt: stored.responseTime, changedAt: changedAt))
  }

  /// Tells the current task's `ReadSourceObserver.current` where a read's answer came
  /// from.
  private func observe(_ source: ReadSource) {
    ReadSourceObserver.current?(source)
  }

  /// The policy for the current task's reads: `ReadFreshness.current` set to
  /// `ReadFreshness.storedIfAvailable` or `ReadFreshness.storedOnly` accepts a stored
  /// answer of any age, unless everything is to be revalidated, and
  /// `ReadFreshness.revalidated` revalidates this read.
  private var effectivePolicy: CachePolicy {
    var policy = self.policy
    switch ReadFreshness.current {
    case .standard:
      break
    case .storedIfAvailable, .storedOnly:
      if !policy.revalidatesEverything {
        policy.maximumAge = .seconds(Int64.max)
      }
    case .revalidated:
      policy.revalidatesEverything = true
    }
    return policy
  }

  /// Keeps `response` when it may be kept; returns whether it was.
  @discardableResult
  private func keep(
    _ response: CachedResponse, in http: HTTPCache, requestHeaders: [String: String],
    credentialHeaders: Set<String>
  ) -> Bool {
    do {
      return try http.keep(
        response, requestHeaders: requestHeaders, credentialHeaders: credentialHeaders)
    } catch {
      reportStoreFailure(error)
      return false
    }
  }
}

extension NetworkError {
  /// Whether a stored answer may stand in for the server after this error: the server could
  /// not be reached, did not answer (in time, or at all), or refused the read for now (a rate
  /// limit whose reset the read did not wait for).
  fileprivate var allowsStaleAnswer: Bool {
    switch self {
    case .unreachable, .timedOut, .bodyStalled, .unanswered, .rateLimited: true
    default: false
    }
  }
}

extension HTTPURLResponse {
  /// The header fields, names lowercased.
  fileprivate var lowercasedHeaderFields: [String: String] {
    var fields: [String: String] = [:]
    for case (let name as String, let value as String) in allHeaderFields {
      fields[name.lowercased()] = value
    }
    return fields
  }
}

extension CachedResponse {
  /// The stored answer as the exchange gives it, made `attempts` requests for.
  fileprivate func answer(requestLine: ShownRequest, attempts: Int = 0) -> Exchange.Answer {
    let response =
      HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      ?? URLResponse(
        url: url, mimeType: nil, expectedContentLength: body.count, textEncodingName: nil)
    return Exchange.Answer(
      data: body, response: response, requestLine: requestLine, attempts: attempts)
  }
}
