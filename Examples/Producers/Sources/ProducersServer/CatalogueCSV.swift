import Foundation
import HTTPServer

/// The catalogue as the server exports it: a CSV file, one producer a line after a line of
/// column names, and the answers to a request for it, whole or from a byte on.
public enum CatalogueCSV {
  /// The path the export is served at.
  static let path = "/2/exports/catalogue.csv"

  /// The export of `producers` (RFC 4180): the columns `id`, `name`, `short_description`,
  /// `description`, `location` and `images` (the paths separated by spaces), lines ending in
  /// CRLF, a field with a comma, a quote or a line break quoted, and `null` left empty.
  public static func csv(of producers: [CatalogueProducer]) -> Data {
    let header = "id,name,short_description,description,location,images"
    let rows = producers.map { producer in
      [
        String(producer.id), producer.name, producer.shortDescription,
        producer.description ?? "", producer.location ?? "",
        producer.imagePaths.joined(separator: " "),
      ].map(field).joined(separator: ",")
    }
    return Data(([header] + rows).map { $0 + "\r\n" }.joined().utf8)
  }

  /// The strong `ETag` of `csv`, a digest of its bytes (FNV-1a, 64 bits): the same bytes have
  /// the same one in every run of the server.
  public static func entityTag(of csv: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in csv {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
  }

  /// The answer to `request` for the export `csv`: the whole (`200`), or with
  /// `Range: bytes=N-` the bytes from `N` (`206`, with `Content-Range`) when there is no
  /// `If-Range` or it names the export's `ETag`; past the end, `416` with
  /// `Content-Range: bytes */LENGTH`. Any other range is answered whole.
  static func answer(to request: HTTPRequest, csv: Data) -> HTTPResponse {
    let entityTag = entityTag(of: csv)
    var headers: HTTPHeaders = [
      "Content-Type": "text/csv; charset=utf-8", "ETag": entityTag, "Accept-Ranges": "bytes",
      "Content-Disposition": #"attachment; filename="catalogue.csv""#,
    ]
    guard let start = request.headers["Range"].flatMap(startOfRange),
      request.headers["If-Range"].map({ $0 == entityTag }) ?? true
    else {
      return HTTPResponse(status: 200, headers: headers, body: csv)
    }
    guard start < csv.count else {
      headers.add(name: "Content-Range", value: "bytes */\(csv.count)")
      return HTTPResponse(status: 416, headers: headers)
    }
    headers.add(name: "Content-Range", value: "bytes \(start)-\(csv.count - 1)/\(csv.count)")
    return HTTPResponse(status: 206, headers: headers, body: csv.subdata(in: start..<csv.count))
  }

  /// `N` of `bytes=N-`; `nil` for any other range.
  private static func startOfRange(_ value: String) -> Int? {
    guard value.hasPrefix("bytes="), value.hasSuffix("-") else { return nil }
    let digits = value.dropFirst("bytes=".count).dropLast()
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else {
      return nil
    }
    return Int(digits)
  }

  /// `text` as a CSV field: quoted, its quotes doubled, when it holds a comma, a quote or a line
  /// break.
  private static func field(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// `response` with only the first `count` bytes of its body sent, the connection then
  /// closed: a server that fails partway through the export. The body is served from a file
  /// that ends early (`HTTPFileBody` ends the connection there); `response` as it is when its
  /// body is not longer, or the file cannot be made.
  static func breakingOff(_ response: HTTPResponse, after count: Int) -> HTTPResponse {
    guard count < response.body.count else { return response }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "producers-export-\(UUID().uuidString)")
    guard (try? response.body.prefix(max(count, 0)).write(to: url)) != nil else {
      return response
    }
    // The file stays readable through its descriptor once its name is gone.
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { return response }
    return HTTPResponse(
      status: response.status, headers: response.headers,
      file: HTTPFileBody(descriptor: descriptor, count: response.body.count))
  }
}
