import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension TrafficEvent {
  /// `request` as `--verbose` shows it: its method, URL, header fields and body, the fields
  /// `secretHeaders` names and the body's secrets `REDACTED`.
  static func sent(_ request: URLRequest, secretHeaders: Set<String>) -> TrafficEvent {
    var sent = TrafficEvent.request(
      method: request.httpMethod ?? "GET", url: request.url ?? URL(fileURLWithPath: "/"),
      headers: request.allHTTPHeaderFields ?? [:], secretHeaders: secretHeaders)
    if let stream = request.httpBodyStream as? MultipartBodyStream {
      sent.body = stream.form.summaryLines
    } else {
      sent.body = bodyLines(
        of: request.httpBody, contentType: request.value(forHTTPHeaderField: "Content-Type"))
    }
    return sent
  }
}
