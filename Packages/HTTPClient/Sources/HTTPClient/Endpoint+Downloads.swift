import Foundation

extension Endpoint where Response == Data {
  /// `GET` of `path` with `query`, answered with its body as it came, in any media type: a file
  /// to download (`HTTPSession.download(_:to:resuming:)`), an export, a picture.
  ///
  /// It asks for any type (`Accept: */*`) and for the bytes as they are stored
  /// (`Accept-Encoding: identity`), so that a download's length and ranges are those of the file.
  public static func download(
    _ path: [String], query: [URLQueryItem] = [], resource: String
  ) -> Self {
    Endpoint<Data>(
      pathComponents: path, queryItems: query, resource: resource, payload: { data, _ in data }
    ).asDownload
  }
}

extension Endpoint {
  /// The same request answered with its body as it came, as ``download(_:query:resource:)``
  /// asks for one: its path, query, header fields, credentials and link kept; an `Accept` or
  /// `Accept-Encoding` of its own kept too.
  public var asDownload: Endpoint<Data> {
    var download = answering { data, _ in data }
    if download.headers.keys.first(where: { $0.lowercased() == "accept" }) == nil {
      download.headers["Accept"] = "*/*"
    }
    if download.headers.keys.first(where: { $0.lowercased() == "accept-encoding" }) == nil {
      download.headers["Accept-Encoding"] = "identity"
    }
    download.successStatuses = nil
    return download
  }
}
