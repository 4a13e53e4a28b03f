import Dependencies
import Foundation
import HTTPClient
import Synchronization

#if os(Linux)
  import CurlOnDemand
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of a ``Transport``'s session: hands each task's events to its ``Transfer``.
///
/// FoundationNetworking delivers a data task's response, body and completion to the session's
/// delegate, never to a task's own `delegate` (unless the task has a completion handler, which
/// would buffer the whole body); so one delegate serves every task of the session, and looks
/// the transfer up by the task's identifier. Its events come in order on the session's
/// delegate queue.
// Unchecked: an NSObject subclass cannot be checked; its one mutable property is a Mutex.
final class TransportDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let transfers = Mutex<[Int: Transfer]>([:])

  /// Sends the events of `task` to `transfer`, until the task completes.
  func register(_ transfer: Transfer, for task: URLSessionTask) {
    transfers.withLock { $0[task.taskIdentifier] = transfer }
  }

  var activeTransferCount: Int {
    transfers.withLock { $0.count }
  }

  private func transfer(of task: URLSessionTask) -> Transfer? {
    transfers.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    transfer(of: dataTask)?.didReceive(response)
    completionHandler(.allow)
  }

  /// A part of a body has arrived: handed to its transfer, then counted as taken, so that
  /// libcurl, waiting while too much is left to take, reads on.
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(of: dataTask)?.didReceive(data)
    #if os(Linux)
      curl_receive_backlog_taken(Int64(data.count))
    #endif
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let transfer = transfer(of: task)
    completionHandler(
      transfer?.redirect(
        to: request.withoutCredentials(
          leaving: response.url,
          credentialHeaders: transfer?.credentialHeaders ?? Credentials.standardHeaderNames),
        answering: response))
  }

  /// A request sent again (a redirect that keeps the body) reads its form from the start.
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    needNewBodyStream completionHandler: @escaping @Sendable (InputStream?) -> Void
  ) {
    completionHandler(
      (task.originalRequest?.httpBodyStream as? MultipartBodyStream)?.restarted())
  }

  /// A `401` that asks for a password (`WWW-Authenticate: Basic …`) is the answer, its response
  /// and body having arrived: the credentials the request could carry (in its URL or its
  /// fields) went with it already, and FoundationNetworking would otherwise hold the task until
  /// the deadline, waiting for credentials from elsewhere. The task is then cancelled, its
  /// completion no longer reaching the transfer.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler:
      @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) ->
      Void
  ) {
    guard let response = challenge.failureResponse ?? task.response,
      (response as? HTTPURLResponse)?.statusCode == 401
    else {
      completionHandler(.performDefaultHandling, nil)
      return
    }
    let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.didComplete(with: nil, taskResponse: response)
    completionHandler(.cancelAuthenticationChallenge, nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    transfer?.didComplete(with: error, taskResponse: task.response)
  }
}
