/// How an API pages a collection: how a request names the page it asks for, and how an answer
/// says which page follows and how many there are. Declared once, with the endpoint (see
/// ``Endpoint/page(_:query:resource:member:paging:request:)``); the endpoint then asks for any
/// page a ``PageRequest`` names and reads the ``Page`` from the answer, with no type of the
/// team's for the rest of the body.
///
/// Pages are counted from 1 wherever the library counts them (``PageRequest/number``,
/// ``PageContinuation/number``, ``Page/number``, a feed's pages); an API that counts from 0 says
/// so here (`from: 0`), and only its query does.
///
/// ```swift
/// let jsonServer = Paging.numbered(page: "_page", size: "_limit")
/// let springData = Paging.numbered(
///   page: "page", size: "size", from: 0, total: .items(at: "page.totalElements"))
/// let hal = Paging.nextURL(at: "_links.next.href", size: "size")
/// let django = Paging.nextURL(at: "next", size: "page_size", total: .items(at: "count"))
/// let stripe = Paging.cursorAfterLast("starting_after", whileTrue: "has_more", size: "limit")
/// let slack = Paging.cursor("cursor", at: "response_metadata.next_cursor", size: "limit")
/// let github = Paging.linkHeader(size: "per_page")
/// let catalogue = Paging.numbered(page: "page", size: "per_page_limit", endsWhenEmpty: true)
/// let fastAPI = Paging.numberedInBody(page: "page", size: "size", total: .items(at: "total"))
/// ```
public struct Paging: Sendable, Hashable {
  /// How a request names its page.
  enum Position: Sendable, Hashable {
    /// A page number in `parameter`, the first page being `first`.
    case number(parameter: String, first: Int)
    /// The number of items before the page, in `parameter`.
    case offset(parameter: String)
    /// The cursor the page before gave, in `parameter`; none for the first page.
    case cursor(parameter: String)
    /// The URL the page before gave; the first page is the endpoint's own.
    case link
  }

  /// How an answer says which page follows.
  enum Follower: Sendable, Hashable {
    /// The next number or offset, unless the page is the last (see ``Paging/page(of:data:head:request:)``).
    case counting
    /// The `next` link of the `Link` header.
    case linkHeader
    /// The URL in the body's member at this path.
    case urlMember([String])
    /// The cursor in the body's member at this path.
    case cursorMember([String])
    /// The last record's member at `id`, while the body's member at `hasMore` is `true`.
    case afterLast(id: [String], hasMore: [String])
    /// The next number or offset after the page's own, which the body states at `at`, its
    /// size at `size` (fastapi-pagination's `page` and `size`), unless the page is the last.
    case countedInBody(at: [String], size: [String])
  }

  let position: Position
  let follower: Follower
  /// The query parameter that asks for a page's size, such as `per_page`; `nil` for an API that
  /// takes none.
  public var sizeParameter: String?
  /// Where an answer says how large the collection is; `nil` when it does not.
  public var total: Total?
  /// Whether an empty page is the last, for an API that ends its pages with one rather than
  /// with a count or a shorter page.
  public var endsWhenEmpty: Bool
  /// How many records a page holds when its size is not asked for, when the API says
  /// (json-server's 10); `nil` when it is not known.
  public var defaultSize: Int?
  /// Whether each answer that says how it pages is followed as it says
  /// (``followingTheAnswer()``).
  var followsTheAnswer = false

  /// Numbered pages, asked for as `?page=2&per_page=20`, counted by the API from `first` (1 or
  /// 0): the page after is the next number, unless this one is the last. A page of fewer records
  /// than asked for is (but a first page of a list its total says is longer, whose size the
  /// server keeps to from then on), and so is a page whose records bring the count to the
  /// `total`, the page numbered the total's page count, a page with a `Link` header that links
  /// other pages and no `next` one, and an empty page when the API `endsWhenEmpty`.
  public static func numbered(
    page: String = "page", size: String? = "per_page", from first: Int = 1,
    total: Total? = .header("X-Total-Count"), endsWhenEmpty: Bool = false
  ) -> Self {
    Self(
      position: .number(parameter: page, first: first), follower: .counting,
      sizeParameter: size, total: total, endsWhenEmpty: endsWhenEmpty)
  }

  /// Numbered pages whose answers state their own number and size, in the body's members
  /// named as the query parameters that ask for them, counted from 1: fastapi-pagination's
  /// `Page` (`{"items": […], "total": 120, "page": 1, "size": 50, "pages": 3}`). The page after
  /// is the next number, unless this one is the last, as
  /// ``numbered(page:size:from:total:endsWhenEmpty:)`` says, counted from the number and size
  /// its answer states rather than those asked for.
  public static func numberedInBody(page: String = "page", size: String = "size", total: Total?)
    -> Self
  {
    Self(
      position: .number(parameter: page, first: 1),
      follower: .countedInBody(at: page.memberPath, size: size.memberPath), sizeParameter: size,
      total: total, endsWhenEmpty: false)
  }

  /// Pages by offset whose answers state their own offset and limit, in the body's members
  /// named as the query parameters that ask for them: fastapi-pagination's `LimitOffsetPage`
  /// (`{"items": […], "total": 120, "limit": 50, "offset": 0}`). The page after starts after
  /// this one's records, unless this one is the last.
  public static func offsetsInBody(
    offset: String = "offset", limit: String = "limit", total: Total?
  ) -> Self {
    Self(
      position: .offset(parameter: offset),
      follower: .countedInBody(at: offset.memberPath, size: limit.memberPath),
      sizeParameter: limit, total: total, endsWhenEmpty: false)
  }

  /// json-server's pages: `?_page=2&_limit=20`, counted from 1, 10 records a page unless
  /// asked, the total in `X-Total-Count`.
  public static let jsonServer = {
    var paging = numbered(page: "_page", size: "_limit")
    paging.defaultSize = 10
    return paging
  }()

  /// Pages by offset, asked for as `?offset=40&limit=20`: the page after starts after this
  /// one's records, unless this one is the last, as for ``numbered(page:size:from:total:endsWhenEmpty:)``.
  public static func offsets(
    offset: String = "offset", limit: String? = "limit",
    total: Total? = .header("X-Total-Count"), endsWhenEmpty: Bool = false
  ) -> Self {
    Self(
      position: .offset(parameter: offset), follower: .counting, sizeParameter: limit,
      total: total, endsWhenEmpty: endsWhenEmpty)
  }

  /// A list answered whole, as a Rails `index` or json-server without `_page` answers it: no
  /// paging parameter is sent, and a `Link` header's `next` page, should one come, is followed.
  public static let unpaged = linkHeader(size: nil)

  /// Pages linked by the `Link` header's `next` link, as GitHub's REST API links them; the last
  /// page links none.
  public static func linkHeader(
    size: String? = "per_page", total: Total? = nil, endsWhenEmpty: Bool = false
  ) -> Self {
    Self(
      position: .link, follower: .linkHeader, sizeParameter: size, total: total,
      endsWhenEmpty: endsWhenEmpty)
  }

  /// Pages linked by a member of the body that holds the next page's URL, at the dotted path
  /// `member`: HAL's `_links.next.href`, JSON:API's and Laravel's `links.next`, Django REST
  /// framework's `next`. A member that is `null`, empty or missing ends the pages; a relative
  /// URL is read against the URL answered.
  public static func nextURL(
    at member: String, size: String? = nil, total: Total? = nil, endsWhenEmpty: Bool = false
  ) -> Self {
    Self(
      position: .link, follower: .urlMember(member.memberPath), sizeParameter: size,
      total: total, endsWhenEmpty: endsWhenEmpty)
  }

  /// Pages after a cursor that the body gives at the dotted path `member` (such as
  /// `next_cursor` or `meta.next_cursor`), sent back as `?<parameter>=<cursor>`. A cursor that
  /// is `null`, empty or missing ends the pages.
  public static func cursor(
    _ parameter: String, at member: String, size: String? = "limit", total: Total? = nil,
    endsWhenEmpty: Bool = false
  ) -> Self {
    Self(
      position: .cursor(parameter: parameter), follower: .cursorMember(member.memberPath),
      sizeParameter: size, total: total, endsWhenEmpty: endsWhenEmpty)
  }

  /// Pages that continue after the last record, as Stripe's do: while the body's member at
  /// `hasMore` is `true`, the next page is asked for as `?<parameter>=<the last record's id>`,
  /// the id being its member at the dotted path `id`.
  public static func cursorAfterLast(
    _ parameter: String = "starting_after", id: String = "id",
    whileTrue hasMore: String = "has_more", size: String? = "limit", total: Total? = nil
  ) -> Self {
    Self(
      position: .cursor(parameter: parameter),
      follower: .afterLast(id: id.memberPath, hasMore: hasMore.memberPath), sizeParameter: size,
      total: total, endsWhenEmpty: false)
  }
}
