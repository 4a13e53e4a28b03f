import Foundation
import JSONCoding

extension TrafficEvent {
  /// The request as a dry run shows it, without sending it: its start line and header fields
  /// (those that carry credentials `REDACTED`), then, after an empty line, `body`: JSON laid out
  /// to be read, any other body (a form) as it is sent; without `body`, the event's own
  /// ``body`` lines, such as a multipart form's parts (`file@cover.gif (image/gif, 18.4 kB)`).
  ///
  /// ```swift
  /// guard let url = URL(string: "http://127.0.0.1:3000/posts") else { return }
  /// let request = TrafficEvent.request(
  ///   method: "POST", url: url, headers: ["Content-Type": "application/json"], secretHeaders: [])
  /// let text = request.requestText(body: Data(#"{"title":"A"}"#.utf8))
  /// // text starts "POST http://127.0.0.1:3000/posts\nContent-Type: application/json\n\n{"
  /// ```
  public func requestText(body: Data?) -> String {
    var text = ([startLine] + fields).joined(separator: "\n") + "\n"
    if let body {
      let shown = (try? JSONValue(parsing: body)).map { $0.serialized(.indented) } ?? body
      text += "\n" + String(decoding: shown, as: UTF8.self)
      if !text.hasSuffix("\n") { text += "\n" }
    } else if !self.body.isEmpty {
      text += "\n" + self.body.joined(separator: "\n") + "\n"
    }
    return text
  }
}
