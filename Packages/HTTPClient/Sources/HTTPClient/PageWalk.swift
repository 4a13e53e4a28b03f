/// Follows a list's pages one after another, each asked for as the page before named it, and
/// says why they stopped: the one set of rules by which every reader of every page ends, so
/// that a server that does not page as asked ends a reading rather than looping.
///
/// A walk takes each page as it comes (``follow(_:askedWith:)``) and answers with the
/// continuation of the next page, or with why there is none (``End``): the last page, a page
/// size the server ignored, a page that repeats the one before, a next page asked for before,
/// or more than ``maximumPages`` pages. How a page is asked for and read (a ``Paging``
/// declared or found in the answer) is the reader's; what follows it is the walk's.
///
/// ```swift
/// var walk = PageWalk<Int>(size: 2)
/// let first = walk.follow(Page(items: [1, 2], next: .number(2)), askedWith: nil)
/// let again = walk.follow(Page(items: [1, 2], next: .number(3)), askedWith: .number(2))
/// // first == .next(.number(2)); again == .end(.repeatedPage(2)), and page 2 is not kept
/// ```
public struct PageWalk<Item: Sendable & Hashable>: Sendable, Hashable {
  /// The most pages a walk reads: past them, the server is taken to loop.
  public static var maximumPages: Int { 10_000 }

  /// What a walk does after a page.
  public enum Step: Sendable, Hashable {
    /// Asks for the page this continuation names.
    case next(PageContinuation)
    /// Stops, for this reason.
    case end(End)
  }

  /// Why a walk stopped.
  public enum End: Sendable, Hashable, CustomStringConvertible {
    /// A page named none after it, or, after the first page, a page was empty.
    case lastPage
    /// The first page held more items than this size, the one asked for, and named no next
    /// page but by counting on (a number or an offset): the server sent every item at once.
    case ignoredPageSize(Int)
    /// This page, counted from 1, started as the page before it did: the server sent that page
    /// again, not paging as asked. The page is not kept.
    case repeatedPage(Int)
    /// The page named as the next one was asked for before.
    case repeatedRequest(PageContinuation)
    /// More pages than this followed each other.
    case limit(Int)

    /// Whether the page the walk ended on is kept: every page but one that repeats the page
    /// before it.
    public var keepsPage: Bool {
      if case .repeatedPage = self { return false }
      return true
    }

    /// Whether the pages read are every page the server has, as far as it said: the last page
    /// reached, or every item sent at once.
    public var isComplete: Bool {
      switch self {
      case .lastPage, .ignoredPageSize: true
      case .repeatedPage, .repeatedRequest, .limit: false
      }
    }

    public var description: String {
      switch self {
      case .lastPage: "the last page named none after it"
      case .ignoredPageSize(let size):
        "the server ignored the page size of \(size) and sent every record at once"
      case .repeatedPage(let page):
        "page \(page) repeated the page before it (the server ignored the page asked for)"
      case .repeatedRequest(let next): "the next page, \(next), was read before"
      case .limit(let pages): "more than \(pages) pages follow each other"
      }
    }
  }

  /// How many pages the walk has taken, the one it ended on among them when it is kept.
  public private(set) var pages: Int
  /// The page size asked for, when one was.
  public let size: Int?
  /// The continuations the pages taken were asked for with, the first page's too when it was
  /// asked for with one.
  private var asked: Set<PageContinuation>
  /// The first item of the last page taken.
  private var previousFirst: Item?

  /// A walk from the first page, asked for with `size` items when a size was asked for.
  public init(size: Int?) {
    self.init(after: 0, startingWith: nil, size: size)
  }

  /// A walk that goes on after `pages` pages already read, the last of them starting with
  /// `previousFirst`, for a reader that keeps its pages and not the walk (a feed whose state
  /// is its pages): it knows only the continuations asked for from then on.
  public init(after pages: Int, startingWith previousFirst: Item?, size: Int?) {
    self.pages = max(pages, 0)
    self.previousFirst = previousFirst
    self.size = size
    asked = []
  }

  /// Takes `page`, the answer to the request made with `continuation` (`nil` for the first
  /// page asked for as the list's own path; a reader may name that request, such as by its
  /// URL, so that a link back to it is known), and says what follows it: the continuation of
  /// the next page, or why the walk ends there. Every page is kept but one that repeats the
  /// page before it (``End/keepsPage``).
  public mutating func follow(_ page: Page<Item>, askedWith continuation: PageContinuation?)
    -> Step
  {
    if let continuation {
      asked.insert(continuation)
    }
    let number = pages + 1
    if number > 1 {
      guard let start = page.items.first else { return .end(.lastPage) }
      guard start != previousFirst else { return .end(.repeatedPage(number)) }
    }
    pages = number
    previousFirst = page.items.first ?? previousFirst
    if number == 1, let size, page.items.count > size, page.next?.isCounted ?? true {
      return .end(.ignoredPageSize(size))
    }
    guard let next = page.next else { return .end(.lastPage) }
    guard !asked.contains(next) else { return .end(.repeatedRequest(next)) }
    guard number < Self.maximumPages else { return .end(.limit(Self.maximumPages)) }
    return .next(next)
  }
}

extension PageContinuation {
  /// Whether the continuation counts on from the page before (a number or an offset), rather
  /// than naming what the server gave (a cursor or a link).
  fileprivate var isCounted: Bool {
    number != nil || offset != nil
  }
}
