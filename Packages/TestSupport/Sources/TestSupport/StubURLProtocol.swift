import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers each request with the handler of the ``StubServer`` whose host it is sent to.
///
/// Every stub server has a host of its own, so tests running in parallel never share a handler.
/// The host, not a header, identifies the server: on Linux a session's `httpAdditionalHeaders`
/// are not part of the `request` a URL protocol sees. A request to a host with no server fails
/// with `URLError(.cannotFindHost)` rather than reaching the network.
///
/// The handler runs in a task of its own, which ``stopLoading()`` cancels. Its answer is handed
/// to the session on the session task's work queue, where the session calls `startLoading` and
/// `stopLoading`, as the HTTP protocol of FoundationNetworking does: the session's bookkeeping
/// may only be touched there, and an answer that arrives after `stopLoading` is dropped.
final class StubURLProtocol: URLProtocol {
  private var loading: Loading?

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let request = self.request
    guard let server = StubServer.server(for: request) else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    guard let task, let workQueue = workQueue(of: task) else {
      client?.urlProtocol(self, didFailWithError: StubURLProtocolError.workQueueNotFound)
      return
    }
    server.record(request)
    let loading = Loading(self, deliveringOn: workQueue)
    self.loading = loading
    loading.start { try await server.handler(request) }
  }

  override func stopLoading() {
    loading?.stop()
  }
}

enum StubURLProtocolError: Error, CustomStringConvertible {
  /// FoundationNetworking no longer has the work queue that the stub delivers answers on.
  case workQueueNotFound

  var description: String {
    "URLSessionTask.workQueue not found: StubURLProtocol needs updating for this Foundation"
  }
}

/// One request being answered: the task running the handler, and whether the session still
/// wants its answer.
private final class Loading: @unchecked Sendable {
  // `@unchecked`: the protocol object is only used on `workQueue`, where the session calls it.
  private let urlProtocol: URLProtocol
  private let workQueue: DispatchQueue
  private let state = Mutex<(task: Task<Void, Never>?, isStopped: Bool)>((nil, false))

  init(_ urlProtocol: URLProtocol, deliveringOn workQueue: DispatchQueue) {
    self.urlProtocol = urlProtocol
    self.workQueue = workQueue
  }

  func start(_ answer: @escaping @Sendable () async throws -> (HTTPURLResponse, Data)) {
    let task = Task {
      let outcome: Result<(HTTPURLResponse, Data), any Error>
      do {
        outcome = .success(try await answer())
      } catch {
        outcome = .failure(error)
      }
      workQueue.async { self.deliver(outcome) }
    }
    state.withLock { $0.task = task }
  }

  func stop() {
    let task = state.withLock { state in
      state.isStopped = true
      return state.task
    }
    task?.cancel()
  }

  private func deliver(_ outcome: Result<(HTTPURLResponse, Data), any Error>) {
    guard !state.withLock({ $0.isStopped }), let client = urlProtocol.client else { return }
    switch outcome {
    case .success(let (response, data)):
      client.urlProtocol(urlProtocol, didReceive: response, cacheStoragePolicy: .notAllowed)
      client.urlProtocol(urlProtocol, didLoad: data)
      client.urlProtocolDidFinishLoading(urlProtocol)
    case .failure(let error):
      client.urlProtocol(urlProtocol, didFailWithError: error)
    }
  }
}
