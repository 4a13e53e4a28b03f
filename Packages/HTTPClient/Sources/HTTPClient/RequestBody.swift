import Foundation

/// What a request sends and the `Content-Type` it says it is: JSON, a form, any bytes, or a
/// multipart form whose files are read from disk as it is sent.
///
/// An endpoint sends it with ``Endpoint/sending(_:)``, or with the writes that take one, such as
/// ``Endpoint/write(_:_:body:resource:item:successStatuses:createsItem:rejection:)``; a
/// `Content-Type` among the endpoint's ``Endpoint/headers`` (or a session's) replaces the
/// body's.
///
/// ```swift
/// let avatar = RequestBody.bytes(Data([0x89, 0x50, 0x4E, 0x47]), contentType: "image/png")
/// let search = RequestBody.formEncoded(["q": "tide", "tags": ["bug", "ui"]])
/// // String(decoding: search.data, as: UTF8.self) == "q=tide&tags[]=bug&tags[]=ui"
/// ```
public struct RequestBody: Sendable, Hashable {
  /// The bytes sent; empty for a ``multipartForm``, which is sent in their place.
  public var data: Data
  /// The media type the body is sent as, such as `application/json; charset=utf-8`.
  public var contentType: String
  /// The form sent in place of ``data``, its files streamed from disk; `nil` for bytes.
  public var multipartForm: MultipartForm?

  public init(data: Data, contentType: String) {
    self.data = data
    self.contentType = contentType
  }

  public static let jsonContentType = "application/json; charset=utf-8"

  public static func json(_ value: some Encodable, encoder: JSONEncoder = JSONEncoder()) throws
    -> Self
  {
    Self(data: try encoder.encode(value), contentType: jsonContentType)
  }

  /// `fields` form-encoded, in order, as `application/x-www-form-urlencoded`: nested fields as
  /// `metadata[plan]=pro`, lists of texts as `expand[]=tax` (see ``FormEncodedValue``).
  public static func formEncoded(_ fields: KeyValuePairs<String, FormEncodedValue>) -> Self {
    formEncoded(fields.map { (name: $0.key, value: $0.value) })
  }

  /// `fields` form-encoded as a literal's are, for fields gathered as the program runs, such as
  /// the optional parameters a caller gave.
  ///
  /// ```swift
  /// let email: String? = nil
  /// var fields: [(name: String, value: FormEncodedValue)] = [("name", "Ada")]
  /// if let email { fields.append(("email", .text(email))) }
  /// let body = RequestBody.formEncoded(fields)
  /// // String(decoding: body.data, as: UTF8.self) == "name=Ada"
  /// ```
  public static func formEncoded(_ fields: [(name: String, value: FormEncodedValue)]) -> Self {
    Self(
      data: Data(FormEncodedValue.encoded(fields).utf8),
      contentType: "application/x-www-form-urlencoded")
  }

  /// `data` as it is, sent as `contentType`, such as `image/png` or `text/csv`.
  public static func bytes(_ data: Data, contentType: String) -> Self {
    Self(data: data, contentType: contentType)
  }

  /// `form` as `multipart/form-data`, its files read from disk a block at a time as the request
  /// is sent (see ``MultipartForm``).
  ///
  /// ```swift
  /// let upload = RequestBody.multipart(
  ///   MultipartForm([.text("title", "Cover"), .file("file", path: "cover.gif")]))
  /// // upload.contentType.hasPrefix("multipart/form-data; boundary=") == true
  /// ```
  public static func multipart(_ form: MultipartForm) -> Self {
    var body = Self(data: Data(), contentType: form.contentType)
    body.multipartForm = form
    return body
  }
}
