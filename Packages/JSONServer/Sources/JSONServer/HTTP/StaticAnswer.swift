import Foundation
import HTTPBasics
import HTTPServer

/// What json-server's static middleware (`express.static`: serve-static on `send`) answers
/// a `GET` or `HEAD` for one file: its validators (`ETag`, `Last-Modified`), 304 for a request
/// whose `If-None-Match` or `If-Modified-Since` it satisfies, and one range of bytes (206) for a
/// `Range` of a single range, as `send` does with `combine: true`.
///
/// What `send` fails with once it has found the file, 412 (an `If-Match` or
/// `If-Unmodified-Since` it does not satisfy) and 416 (a range beyond the file, with
/// `Content-Range: bytes */SIZE`), json-server answers with Express's error page
/// (``Outcome/refuse(status:headers:)``), whose text here names the status alone where
/// json-server's shows its stack. Several ranges, or a `Range` that does not parse, are
/// answered with the whole file, as `send` does.
struct StaticAnswer {
  /// The number of bytes.
  let size: Int
  /// The modification time, in seconds and milliseconds since 1970, when there is one.
  let modified: (seconds: Int, milliseconds: Int)?
  /// The `ETag`, such as `W/"1a2-18e0f3c2a10"`.
  let entityTag: String
  let contentType: String

  enum Outcome: Equatable {
    /// Answer with Express's error page for `status` (412 or 416), with these headers.
    case refuse(status: Int, headers: HTTPHeaders)
    /// 304 with these headers and no body.
    case notModified(HTTPHeaders)
    /// `status` (200 or 206) with these headers and the bytes of `range`.
    case send(status: Int, headers: HTTPHeaders, range: Range<Int>)
  }

  /// The `ETag` `send` makes from a file's size and modification time in milliseconds:
  /// `W/"<size in hex>-<milliseconds in hex>"`.
  static func entityTag(size: Int, milliseconds: Int) -> String {
    "W/\"\(String(size, radix: 16))-\(String(milliseconds, radix: 16))\""
  }

  func outcome(for request: HTTPRequest) -> Outcome {
    var headers: HTTPHeaders = ["Accept-Ranges": "bytes", "Cache-Control": "public, max-age=0"]
    if let modified {
      headers.add(name: "Last-Modified", value: HTTPDate.string(secondsSince1970: modified.seconds))
    }
    headers.add(name: "ETag", value: entityTag)
    let field = { (name: String) in request.headers.values(of: name).joined(separator: ", ") }
    let conditions = ["If-Match", "If-Unmodified-Since", "If-None-Match", "If-Modified-Since"]
    if conditions.contains(where: { !field($0).isEmpty }) {
      let ifMatch = field("If-Match")
      if failsPrecondition(ifMatch: ifMatch, ifUnmodifiedSince: field("If-Unmodified-Since")) {
        return .refuse(status: 412, headers: headers)
      }
      if isFresh(
        ifNoneMatch: field("If-None-Match"), ifModifiedSince: field("If-Modified-Since"),
        cacheControl: field("Cache-Control"))
      {
        return .notModified(headers)
      }
    }
    headers.add(name: "Content-Type", value: contentType)
    let rangeField = field("Range")
    guard rangeField.drop(while: { $0 == " " }).hasPrefix("bytes="),
      isRangeFresh(ifRange: field("If-Range"))
    else {
      return .send(status: 200, headers: headers, range: 0..<size)
    }
    switch Self.ranges(rangeField, size: size) {
    case .unsatisfiable:
      headers.add(name: "Content-Range", value: "bytes */\(size)")
      return .refuse(status: 416, headers: headers)
    case .ranges(let ranges) where ranges.count == 1:
      let range = ranges[0]
      headers.add(
        name: "Content-Range", value: "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(size)")
      return .send(status: 206, headers: headers, range: range)
    case .ranges, .malformed:
      return .send(status: 200, headers: headers, range: 0..<size)
    }
  }

  /// The answer for `outcome` when it is a refusal or a 304, sending nothing of the content;
  /// `nil` when it sends some.
  static func response(without outcome: Outcome) -> HTTPResponse? {
    switch outcome {
    case .notModified(let headers):
      return HTTPResponse(status: 304, headers: headers)
    case .refuse(let status, var headers):
      // Express's error page (finalhandler), as it shows it in production.
      let page =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        + "<title>Error</title>\n</head>\n<body>\n<pre>\(status == 412 ? "Precondition Failed" : "Range Not Satisfiable")</pre>\n"
        + "</body>\n</html>\n"
      headers["Content-Security-Policy"] = "default-src 'none'"
      headers["X-Content-Type-Options"] = "nosniff"
      headers["Content-Type"] = "text/html; charset=utf-8"
      return HTTPResponse(status: status, headers: headers, body: Data(page.utf8))
    case .send:
      return nil
    }
  }

  /// Whether `If-Match` names none of the tags, or the file changed since `If-Unmodified-Since`.
  private func failsPrecondition(ifMatch: String, ifUnmodifiedSince: String) -> Bool {
    if !ifMatch.isEmpty {
      return ifMatch != "*" && Self.tokens(ifMatch).allSatisfy { !matches($0) }
    }
    guard let since = Self.imfFixdateSeconds(ifUnmodifiedSince) else { return false }
    guard let modified else { return true }
    return modified.seconds > since
  }

  /// `fresh`: whether the client's copy is this one, by its tags and date.
  private func isFresh(ifNoneMatch: String, ifModifiedSince: String, cacheControl: String) -> Bool {
    guard !ifNoneMatch.isEmpty || !ifModifiedSince.isEmpty else { return false }
    let directives = cacheControl.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if directives.contains("no-cache") { return false }
    if !ifNoneMatch.isEmpty, ifNoneMatch != "*" {
      guard Self.tokens(ifNoneMatch).contains(where: matches) else { return false }
    }
    if !ifModifiedSince.isEmpty {
      guard let modified, let since = Self.imfFixdateSeconds(ifModifiedSince),
        modified.seconds <= since
      else { return false }
    }
    return true
  }

  /// `If-Range`: a tag that must hold this one's, or a date the file must not be newer than.
  private func isRangeFresh(ifRange: String) -> Bool {
    guard !ifRange.isEmpty else { return true }
    if ifRange.contains("\"") { return ifRange.contains(entityTag) }
    guard let modified, let date = Self.imfFixdateSeconds(ifRange) else { return false }
    return modified.seconds <= date
  }

  /// Whether `tag` names this one, weak or strong.
  private func matches(_ tag: Substring) -> Bool {
    tag == entityTag || "W/" + tag == entityTag || tag == "W/" + entityTag
  }

  /// The tags of a list such as `"a", W/"b"`.
  private static func tokens(_ list: String) -> [Substring] {
    list.split { $0 == "," || $0 == " " }
  }

  /// What a `Range` field asks of a file of `size` bytes.
  enum Ranges: Equatable {
    /// The ranges that overlap the file, merged where they touch, in the order asked.
    case ranges([Range<Int>])
    /// None overlaps the file.
    case unsatisfiable
    /// The field has no `=`.
    case malformed
  }

  /// `range-parser` with `combine: true`: each `start-end`, `start-` or `-suffix` read as
  /// JavaScript's `parseInt` reads numbers, the end cut to the file, those that do not fit
  /// left out, and the rest merged where they overlap or touch.
  static func ranges(_ field: String, size: Int) -> Ranges {
    guard let equals = field.firstIndex(of: "=") else { return .malformed }
    var ranges: [(start: Int, end: Int, order: Int)] = []
    for (order, part) in field[field.index(after: equals)...].split(
      separator: ",", omittingEmptySubsequences: false
    ).enumerated() {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false)
      var start = leadingInteger(bounds[0])
      var end = bounds.count > 1 ? leadingInteger(bounds[1]) : nil
      if start == nil {
        guard let suffix = end else { continue }
        start = size.subtractingReportingOverflow(suffix).partialValue
        end = size - 1
      } else if end == nil {
        end = size - 1
      }
      guard let first = start, var last = end else { continue }
      last = min(last, size - 1)
      guard first <= last, first >= 0 else { continue }
      ranges.append((first, last, order))
    }
    guard !ranges.isEmpty else { return .unsatisfiable }
    var merged: [(start: Int, end: Int, order: Int)] = []
    for range in ranges.sorted(by: { $0.start < $1.start }) {
      if let last = merged.last, range.start <= last.end + 1 {
        merged[merged.count - 1] = (
          last.start, max(last.end, range.end), min(last.order, range.order)
        )
      } else {
        merged.append(range)
      }
    }
    return .ranges(merged.sorted { $0.order < $1.order }.map { $0.start..<($0.end + 1) })
  }

  /// The seconds since 1970 of an IMF-fixdate; `nil` for any other text, the obsolete forms
  /// included, which leaves the condition unmet as an unreadable date does.
  private static func imfFixdateSeconds(_ text: some StringProtocol) -> Int? {
    HTTPDate.date(fromIMFFixdate: text).map { Int($0.timeIntervalSince1970) }
  }

  /// The number at the start of `text` as `parseInt(text, 10)` reads it: after white space, an
  /// optional sign and decimal digits; `nil` when there are none (JavaScript's `NaN`).
  static func leadingInteger(_ text: Substring) -> Int? {
    var rest = text.drop { $0 == " " || $0 == "\t" }
    var sign = 1
    if let first = rest.first, first == "-" || first == "+" {
      sign = first == "-" ? -1 : 1
      rest = rest.dropFirst()
    }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return nil }
    guard let value = Int(digits) else { return sign * Int.max }
    return sign * value
  }
}
