import Foundation
import HTTPBasics

/// A request the API answers with a `Response`: its method, where it lives, what it sends (its
/// header fields and credentials too), which statuses mean success, what its payload is called
/// in errors, which item a 404 from it means is missing, which statuses reject the data sent and
/// how their body names the wrong fields, and how its payload is read.
///
/// ```swift
/// struct Producer: Decodable, Sendable {
///   var id: Int
///   var name: String
/// }
///
/// let producer = Endpoint<Producer>.get(["2", "producers", "7"], resource: "producer")
/// ```
public struct Endpoint<Response: Sendable>: Sendable {
  /// An item that a 404 from the endpoint reports as not found, such as `post` `999`.
  public struct Item: Sendable, Hashable {
    /// The item's kind in the singular, such as `post`.
    public var resource: String
    /// The item's identifier as the URL spells it.
    public var id: String

    public init(resource: String, id: String) {
      self.resource = resource
      self.id = id
    }
  }

  public var method: String
  /// The path below the base URL, one element per segment, such as `["posts", "1"]`.
  public var pathComponents: [String]
  /// The query's parameters, in order, not yet percent-encoded, such as `_page` `2`; empty for
  /// none, so the URL has no `?` at all.
  public var queryItems: [URLQueryItem]
  /// The body to send, or `nil` for none: JSON unless ``contentType`` says otherwise.
  public var body: Data?
  /// The form sent in place of ``body``, its files read from disk as it is sent; `nil` for
  /// none, the default.
  public var multipartBody: MultipartForm?
  /// Told how much of the body has been handed to the connection as it is sent, at most every
  /// 64 KiB, or `nil`, the default. A multipart body is told of; bytes at hand are sent at once.
  public var uploadProgress: (@Sendable (TransferProgress) -> Void)?
  /// The name of the payload in decoding errors, such as `posts` or `user`.
  public var resource: String
  /// The item whose absence a 404 means, or `nil` for a collection that has no one item to miss.
  public var item: Item?
  /// The statuses that mean success, or `nil` for any 2xx; never one that ``rejection`` names.
  public var successStatuses: Set<Int>?
  /// Whether the request creates an item, so that a success without a readable item leaves it
  /// unknown whether one was created.
  public var createsItem: Bool
  /// Which statuses reject the data sent (`422` by default), and how their body names the
  /// fields the server refused.
  public var rejection: RejectionFormat
  /// Reads the payload of a successful answer with the client's decoder.
  public var payload: @Sendable (Data, JSONDecoder) throws -> Response
  /// Header fields the request sends besides the session's, such as
  /// `Accept: application/vnd.github+json`; each replaces a session's field of the same name,
  /// and a `Content-Type` the body's. Empty by default.
  public var headers: [String: String] = [:]
  /// The media type of ``body``, sent as its `Content-Type`, such as
  /// `application/x-www-form-urlencoded`; `nil` for JSON (``RequestBody/jsonContentType``). A
  /// `Content-Type` among ``headers`` or a session's fields replaces it.
  public var contentType: String?
  /// Credentials of this request alone, sent in place of the session's fields of the same
  /// names, their values secret (see ``Credentials``). None by default.
  public var credentials: Credentials = .none
  /// The key that makes the request safe to send again, or `nil`, the default, for none: with
  /// one, a write is tried again as a read is (see ``idempotent(key:)``).
  public var idempotencyKey: IdempotencyKey?
  /// Reads a success without a body from its head alone, or `nil` when the payload reads every
  /// success (see ``allowingBodilessAnswers()``); `nil` from it means the head says nothing.
  public var bodilessAnswer: (@Sendable (HTTPResponseHead) -> Response?)?
  /// Whether a success without a body that names a `Location` is answered with the record read
  /// from there (see ``fetchingCreatedRecord()``); `false` by default.
  public var fetchesCreatedRecord = false
  /// Reads the payload of a successful answer from its body and its head (a `Link` or
  /// `X-Total-Count` field, the URL answered), in place of ``payload``, when set; `nil` by
  /// default. An endpoint of ``Paging`` sets it.
  public var headPayload: (@Sendable (Data, HTTPResponseHead?, JSONDecoder) throws -> Response)?
  /// The URL the API gave for this request, such as the next page's link, sent in place of
  /// ``pathComponents`` and ``queryItems`` when it lies below the base URL (see
  /// ``following(_:below:)``); `nil` by default.
  public var link: URL?
  /// The query of the ``link`` this endpoint was read from (``following(_:below:)``), as the
  /// server wrote it, with the items it was read as: sent as written while ``queryItems`` are
  /// still those.
  var writtenQuery: (items: [URLQueryItem], text: String)?

  public init(
    method: String = "GET", pathComponents: [String], queryItems: [URLQueryItem] = [],
    body: Data? = nil, resource: String, item: Item? = nil, successStatuses: Set<Int>? = nil,
    createsItem: Bool = false, rejection: RejectionFormat = .errorsObject,
    payload: @escaping @Sendable (Data, JSONDecoder) throws -> Response
  ) {
    self.method = method
    self.pathComponents = pathComponents
    self.queryItems = queryItems
    self.body = body
    self.resource = resource
    self.item = item
    self.successStatuses = successStatuses
    self.createsItem = createsItem
    self.rejection = rejection
    self.payload = payload
  }

  /// The same endpoint, sending `body` with its `Content-Type`; a multipart form as
  /// ``multipartBody``.
  ///
  /// ```swift
  /// let upload = Endpoint<Void>(
  ///   method: "PUT", pathComponents: ["avatars", "7"], resource: "avatar",
  ///   successStatuses: [200, 204], payload: { _, _ in }
  /// ).sending(.bytes(Data([0x89, 0x50, 0x4E, 0x47]), contentType: "image/png"))
  /// ```
  public func sending(_ body: RequestBody) -> Self {
    var endpoint = self
    endpoint.body = body.multipartForm == nil ? body.data : nil
    endpoint.multipartBody = body.multipartForm
    endpoint.contentType = body.contentType
    return endpoint
  }

  /// The path is appended to the base URL's, so a base with a path prefix (`…/api` or `…/api/`)
  /// keeps it, with or without a trailing slash. Each path component is one segment,
  /// percent-encoded on its own (see ``percentEncodedSegment(_:)``), so that a `/`, `?`, `#`,
  /// `%` or a space in an id (`x/y`, `50%`) stays part of it. Each query name and value is
  /// percent-encoded on its own (see `QueryEncoding` in `HTTPBasics`), so that `&`, `=`, `+`,
  /// `#` or a space in a value stay part of it; the query replaces any the base URL had.
  ///
  /// An endpoint that follows a ``link`` is the link's URL, read as ``following(_:below:)``
  /// reads it; a link that leads away from `baseURL` gives `baseURL` itself, never the link, so
  /// that nothing is sent there (``resolvingLink(below:)`` says why).
  public func url(relativeTo baseURL: URL) -> URL {
    if let link {
      return (try? following(link, below: baseURL))?.url(relativeTo: baseURL) ?? baseURL
    }
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
      return baseURL
    }
    if !pathComponents.isEmpty {
      var path = components.percentEncodedPath
      if path.hasSuffix("/") { path.removeLast() }
      path += "/" + pathComponents.map(Self.percentEncodedSegment).joined(separator: "/")
      components.percentEncodedPath = path
    }
    if !queryItems.isEmpty {
      let written = writtenQuery.flatMap { $0.items == queryItems ? $0.text : nil }
      components.percentEncodedQuery = written ?? QueryEncoding.query(queryItems)
    }
    return components.url ?? baseURL
  }

  /// `text` as one segment of a URL's path: every character but RFC 3986's unreserved ones
  /// and those a segment may hold as they are (`!$&'()*+,;=:@`) percent-encoded as UTF-8, `/`
  /// and `%` included: `x/y` is `x%2Fy`.
  public static func percentEncodedSegment(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: pathSegmentCharacters) ?? text
  }

  /// Whether `status` means success: one of ``successStatuses`` (any 2xx when `nil`) that the
  /// ``rejection`` format does not name.
  public func accepts(_ status: Int) -> Bool {
    !rejection.rejects(status)
      && (successStatuses?.contains(status) ?? (200..<300).contains(status))
  }

  /// Whether the request only reads (`GET` or `HEAD`), so that it may be tried again and its
  /// answer stored.
  public var isRead: Bool {
    ["GET", "HEAD"].contains(method.uppercased())
  }

  /// Whether the request may be tried again after a failure: a read, or a write that carries an
  /// ``idempotencyKey``.
  public var isRetryable: Bool {
    isRead || idempotencyKey != nil
  }
}

extension Endpoint where Response: Decodable {
  /// The payload of a successful answer, decoded from JSON; a number too large for its type is
  /// reported at its path, such as `[2].id: 3000000000 does not fit in Int32`.
  public static var decodedPayload: @Sendable (Data, JSONDecoder) throws -> Response {
    { data, decoder in try decoder.decodeLocatingUnfitNumbers(Response.self, from: data) }
  }
}

/// The characters a path segment holds as they are: RFC 3986's unreserved ones, the
/// sub-delimiters, `:` and `@`.
private let pathSegmentCharacters = CharacterSet(
  charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@")
