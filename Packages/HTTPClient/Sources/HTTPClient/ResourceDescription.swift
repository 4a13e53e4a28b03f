import Foundation

/// A REST resource described once, as data: where its collection is, how a record is
/// identified, how its list is read, paged and searched, what its writes send, and how its
/// server refuses them. The endpoints of its five operations come from it (see
/// ``listEndpoint(_:)``), each replaceable by a team's own (``overrides``);
/// ``ResourceClient`` sends them through a session, or answers them from memory.
///
/// ```swift
/// struct Book: Decodable, Identifiable, Sendable, Hashable {
///   var id: Int
///   var title: String
/// }
///
/// struct BookDraft: Encodable, Sendable {
///   var title: String
/// }
///
/// let books = ResourceDescription<Book, BookDraft>(
///   path: ["api", "books"], singular: "book", member: "_embedded.books",
///   paging: .numbered(page: "page", size: "size", from: 0), search: .parameter("title"),
///   updateMethod: "PUT", rejection: .problemDetails)
/// ```
///
/// A create's answer may be the record, or only its `Location` (`201`), which is then read;
/// a version the record was read at (its strong `ETag`) is sent as `If-Match` by the features
/// that edit and delete (`RecordVersion`).
public struct ResourceDescription<Record: Sendable, Draft: Sendable>: Sendable {
  /// The collection's path below the base URL: `["v1", "customers"]`.
  public var path: [String]
  /// What one record is called in messages: `customer`.
  public var singular: String
  /// What the records are called in messages: `customers`.
  public var plural: String
  /// Where a record lives, given its id.
  public var identity: RecordIdentity
  /// The format extension of every path, as Rails routes take one (`json`: `/users.json`,
  /// `/users/7.json`); `nil` for none.
  public var pathExtension: String?
  /// Whether every path of the collection and its records ends with `/` (`/books/`,
  /// `/books/7/`), as Django REST framework routes them; a path with a ``pathExtension`` takes
  /// none.
  public var trailingSlash = false
  /// The list's member in an answer that wraps it (`data`, `_embedded.books`); `nil` for a bare
  /// array.
  public var member: String?
  /// The member a record's own answer holds it in (`response` of `{"response": {…}}`, `data`);
  /// `nil` for a record that is the whole body.
  public var recordMember: String?
  /// How the list is paged.
  public var paging: Paging
  /// How a text is searched for.
  public var search: ResourceSearch
  /// How a sort is asked for; json-server's `_sort` and `_order` by default.
  public var sorting = ResourceSorting.jsonServer
  /// Whether the server keeps versions of its records (a strong `ETag`, checked on
  /// `If-Match`): the in-memory client keeps them when it does. A live client reads them from
  /// each answer whatever this says.
  public var keepsVersions: Bool
  /// The method of an update: `PATCH` (the fields a draft holds) or `PUT` (the whole record).
  public var updateMethod: String
  /// How a refused write (`400`, `422`) names its fields' problems.
  public var rejection: RejectionFormat
  /// Fields sent with every read, such as an API version.
  public var readHeaders: [String: String]
  /// Fields sent with every write, such as `Stripe-Version`.
  public var writeHeaders: [String: String]
  /// The query of the collection's path (`_shape=objects` of `trips.json?_shape=objects`),
  /// sent with every request of the collection and its records, before the request's own; a
  /// page's own parameters take the place of those of the same name. None by default.
  public var queryItems: [URLQueryItem] = []
  /// Query items sent with every write after its own, such as httpie's `name==value` given
  /// with one record's create; none by default.
  public var writeQueryItems: [URLQueryItem] = []
  /// Whether a create is sent with an `Idempotency-Key`, so that a session may send it again
  /// after a lost answer and the server creates once.
  public var idempotencyKeys: Bool
  /// The body a create or an update sends of a draft.
  public var body: @Sendable (Draft) throws -> RequestBody
  /// The body of a write given the id of the record it writes (`nil` for a create), sent in
  /// place of ``body``'s, for an API whose documents name their record, as JSON:API's do
  /// (`RequestBody.jsonAPI(type:id:attributes:)`); `nil` to send ``body``'s.
  public var identifiedBody: (@Sendable (Draft, _ id: String?) throws -> RequestBody)?
  /// The id of a record, as it goes in a path or, for ``RecordIdentity/selfLink(_:)``, its
  /// link; `nil` for a record without one. By default, an `Identifiable` record's `id`
  /// (`String(recordID:)`), and a JSON record's member that ``identity`` names, as it is when
  /// the id is read. Setting it replaces how every record's id is read.
  public var recordID: @Sendable (Record) -> String? {
    get {
      if let customRecordID { return customRecordID }
      let (readID, route) = (readID, route)
      return { readID($0, route) }
    }
    set { customRecordID = newValue }
  }
  /// A team's own endpoints, sent in place of those the description makes.
  public var overrides = Overrides()
  /// What the writes of a description of JSON records send, as
  /// ``ResourceDescription/writing(_:root:)`` last set it; `nil` for a body of its own.
  public internal(set) var recordBodyFormat: RecordBodyFormat?
  /// A record's id given where the collection's records are, unless ``recordID`` was set.
  let readID: @Sendable (Record, RecordRoute) -> String?
  /// How ``recordID`` was set, if it was.
  private var customRecordID: (@Sendable (Record) -> String?)?
  /// Reads a record from an answer's body, given its name and the member it is in.
  var decodeRecord:
    @Sendable (Data, JSONDecoder, _ resource: String, _ member: String?) throws -> Record
  /// Reads a list's records from an answer's body, given the list's name and member.
  var decodeList:
    @Sendable (Data, JSONDecoder, _ resource: String, _ member: String?) throws -> ListPayload<
      Record
    >

  /// The endpoints a team writes itself, each replacing the one the description makes.
  public struct Overrides: Sendable {
    public var list: (@Sendable (RecordQuery) -> Endpoint<Page<Record>>)?
    public var read: (@Sendable (String) -> Endpoint<Record>)?
    public var create: (@Sendable (Draft, IdempotencyKey?) throws -> Endpoint<Record>)?
    public var update: (@Sendable (String, Draft) throws -> Endpoint<Record>)?
    public var delete: (@Sendable (String) -> Endpoint<Void>)?

    public init() {}
  }

  /// Every part of a description, how its records are read included.
  init(
    path: [String], singular: String, plural: String?, identity: RecordIdentity,
    pathExtension: String?, member: String?, recordMember: String?, paging: Paging,
    search: ResourceSearch,
    keepsVersions: Bool,
    updateMethod: String, rejection: RejectionFormat, readHeaders: [String: String],
    writeHeaders: [String: String], idempotencyKeys: Bool,
    body: @escaping @Sendable (Draft) throws -> RequestBody,
    readID: @escaping @Sendable (Record, RecordRoute) -> String?,
    decodeRecord: @escaping @Sendable (Data, JSONDecoder, String, String?) throws -> Record,
    decodeList:
      @escaping @Sendable (Data, JSONDecoder, String, String?) throws -> ListPayload<Record>
  ) {
    self.path = path
    self.singular = singular
    self.plural = plural ?? path.last ?? singular
    self.identity = identity
    self.pathExtension = pathExtension
    self.member = member
    self.recordMember = recordMember
    self.paging = paging
    self.search = search
    self.keepsVersions = keepsVersions
    self.updateMethod = updateMethod
    self.rejection = rejection
    self.readHeaders = readHeaders
    self.writeHeaders = writeHeaders
    self.idempotencyKeys = idempotencyKeys
    self.body = body
    self.readID = readID
    self.decodeRecord = decodeRecord
    self.decodeList = decodeList
  }
}

extension ResourceDescription where Record: Decodable {
  /// A resource of `Decodable` records at `path`, its drafts sent as `body` says. `plural`
  /// defaults to the path's last segment; by default records are named by an `id` field,
  /// listed as a bare array in json-server's pages (`_page`, `_limit`, `X-Total-Count`),
  /// searched with `q`, updated with `PATCH` and refused in any common shape.
  public init(
    path: [String], singular: String, plural: String? = nil, identity: RecordIdentity = .id,
    pathExtension: String? = nil, member: String? = nil, recordMember: String? = nil,
    paging: Paging = .jsonServer,
    search: ResourceSearch = .q,
    keepsVersions: Bool = false, updateMethod: String = "PATCH",
    rejection: RejectionFormat = .anyShape, readHeaders: [String: String] = [:],
    writeHeaders: [String: String] = [:], idempotencyKeys: Bool = false,
    body: @escaping @Sendable (Draft) throws -> RequestBody
  ) {
    self.init(
      path: path, singular: singular, plural: plural, identity: identity,
      pathExtension: pathExtension, member: member, recordMember: recordMember,
      paging: paging, search: search, keepsVersions: keepsVersions, updateMethod: updateMethod,
      rejection: rejection, readHeaders: readHeaders, writeHeaders: writeHeaders,
      idempotencyKeys: idempotencyKeys, body: body, readID: { record, _ in String(idOf: record) },
      decodeRecord: { data, decoder, _, member in
        guard let member else { return try Endpoint<Record>.decodedPayload(data, decoder) }
        guard let range = JSONArraySplit.memberRange(at: member.memberPath, in: data) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: [], debugDescription: "the answer has no member \"\(member)\""))
        }
        return try Endpoint<Record>.decodedPayload(data[range], decoder)
      },
      decodeList: { data, decoder, resource, member in
        try Endpoint<ListPayload<Record>>.list([], resource: resource, member: member).payload(
          data, decoder)
      })
  }
}

extension ResourceDescription where Record: Decodable, Draft: Encodable {
  /// A resource whose drafts are sent as JSON, under the member `root` when one is given, as
  /// Rails takes them (`{"user": {…}}`); the rest as
  /// ``init(path:singular:plural:identity:pathExtension:member:recordMember:paging:search:keepsVersions:updateMethod:rejection:readHeaders:writeHeaders:idempotencyKeys:body:)``
  /// says.
  public init(
    path: [String], singular: String, plural: String? = nil, identity: RecordIdentity = .id,
    pathExtension: String? = nil, member: String? = nil, recordMember: String? = nil,
    paging: Paging = .jsonServer,
    search: ResourceSearch = .q,
    keepsVersions: Bool = false, updateMethod: String = "PATCH",
    rejection: RejectionFormat = .anyShape, readHeaders: [String: String] = [:],
    writeHeaders: [String: String] = [:], idempotencyKeys: Bool = false, root: String? = nil
  ) {
    self.init(
      path: path, singular: singular, plural: plural, identity: identity,
      pathExtension: pathExtension, member: member, recordMember: recordMember,
      paging: paging, search: search, keepsVersions: keepsVersions, updateMethod: updateMethod,
      rejection: rejection, readHeaders: readHeaders, writeHeaders: writeHeaders,
      idempotencyKeys: idempotencyKeys
    ) { draft in try root.map { try RequestBody.json([$0: draft]) } ?? RequestBody.json(draft) }
  }
}
