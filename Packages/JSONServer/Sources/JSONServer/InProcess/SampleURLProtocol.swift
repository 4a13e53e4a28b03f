import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The transport of the sessions made by ``SampleAPI/makeURLSession()``: answers each request
/// from the instance its host names, after that instance's latency, without any network.
///
/// It accepts every request of such a session; one for a host no living instance has fails with
/// `URLError(.cannotConnectToHost)`, as an unreachable server would.
///
/// On Linux, `URLSession` expects a protocol to report on the task's serial work queue, the queue
/// that `startLoading()`, `stopLoading()` and the task's cancellation run on: its bookkeeping is
/// unguarded elsewhere, and reports from other threads crash it under load. So every answer is
/// given from `startLoading()`. An answer without latency is given at once. With latency, the first
/// call starts a ``SampleDelay``; when it ends, the protocol resumes its task, which makes the
/// session call `startLoading()` again on the work queue (unless the task was cancelled meanwhile),
/// and that second call gives the answer. Answering exactly like `URLSession`'s own HTTP transport
/// also means sharing its one flaw: `URLSession.data(for:)` can deadlock when its Swift task is
/// cancelled at the moment the answer arrives.
final class SampleURLProtocol: URLProtocol {
  private var delay: SampleDelay?

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    // A cancellation can overtake the start, and the session has then already reported it.
    if let state = task?.state, state == .canceling || state == .completed { return }

    guard let url = request.url, let host = url.host,
      let api = SampleAPIRegistry.shared.api(forHost: host)
    else {
      client?.urlProtocol(self, didFailWithError: cannotConnect(to: request.url))
      return
    }

    if api.latency > .zero {
      switch delay?.phase {
      case .elapsed:
        break
      case .failed(let error):
        client?.urlProtocol(self, didFailWithError: error)
        return
      case .waiting:
        return
      case .stopped, nil:
        let delay = SampleDelay(waking: self)
        self.delay = delay
        delay.start { try await api.sleep(api.latency) }
        return
      }
    }
    answer(with: api.respond(to: JSONServerRequest(request)), for: url)
  }

  override func stopLoading() {
    delay?.stop()
  }

  /// Called from the delay's task when the wait is over: has the answer given.
  func delayDidEnd() {
    #if canImport(FoundationNetworking)
      task?.resume()
    #else
      startLoading()
    #endif
  }

  private func answer(with response: JSONServerResponse, for url: URL) {
    guard
      let httpResponse = HTTPURLResponse(
        url: url,
        statusCode: response.status,
        httpVersion: "HTTP/1.1",
        headerFields: response.headers
      )
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: httpResponse, cacheStoragePolicy: .notAllowed)
    // The whole body in one call: for completion handlers Linux keeps only the last chunk.
    client?.urlProtocol(self, didLoad: response.body)
    client?.urlProtocolDidFinishLoading(self)
  }

  private func cannotConnect(to url: URL?) -> URLError {
    var userInfo: [String: Any] = [
      NSLocalizedDescriptionKey: "No sample API answers for \(url?.host ?? "this address")."
    ]
    if let url {
      userInfo[NSURLErrorFailingURLErrorKey] = url
    }
    return URLError(.cannotConnectToHost, userInfo: userInfo)
  }
}
