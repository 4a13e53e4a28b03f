import Foundation
import HTTPClient
import TestSupport
import Testing

/// A collection of books served in one API's shape of paging, on a loopback server: which
/// page a request asks for, read from its query, and the answer that API gives.
struct PagedBooks: Sendable, CustomTestStringConvertible {
  /// The shape's name, for a test's arguments.
  let name: String
  /// How many books the collection has: ids 1 to `count`.
  let count: Int
  /// The declaration a client writes for the shape.
  let paging: Paging
  /// Where the list is in the body; `nil` for a bare array.
  let member: String?
  /// The answer to a request whose query is `query`, from the server at `root`
  /// (`http://127.0.0.1:…`), as a status line's fields and a body.
  let answer:
    @Sendable (_ query: [String: String], _ root: String, _ count: Int) -> (
      headers: [String: String], body: String
    )

  var testDescription: String { name }

  /// The records of ids `ids` as JSON, joined by commas; none for `nil`.
  static func records(_ ids: ClosedRange<Int>?) -> String {
    (ids.map(Array.init) ?? []).map { #"{"id": \#($0), "title": "Book \#($0)"}"# }.joined(
      separator: ",")
  }

  /// The ids of page `page` (from 0) of `size` of books 1 to `count`.
  static func ids(page: Int, size: Int, count: Int) -> ClosedRange<Int>? {
    let first = page * size + 1
    let last = min(first + size - 1, count)
    return first <= last ? first...last : nil
  }

  /// A loopback server on `address` that answers every request under `/api/books` in this shape.
  func server(on address: String) throws -> HostileServer {
    try HostileServer(address: address) { request, _ in
      let host = request.headers["host"] ?? ""
      let components = URLComponents(string: "http://\(host)\(request.path)")
      var query: [String: String] = [:]
      for item in components?.queryItems ?? [] {
        query[item.name] = item.value ?? ""
      }
      let (headers, body) = answer(query, "http://\(host)", count)
      return [.response(200, headers: headers, body: body)]
    }
  }

  /// Spring Data REST: HAL's `_embedded`, pages from 0, `_links.next.href` and `page`.
  static func springData(_ paging: Paging, named name: String) -> Self {
    Self(name: name, count: 5, paging: paging, member: "_embedded.books") { query, root, count in
      let page = Int(query["page"] ?? "0") ?? 0
      let size = Int(query["size"] ?? "20") ?? 20
      let pages = (count + size - 1) / size
      let next =
        page + 1 < pages
        ? #", "next": {"href": "\#(root)/api/books?page=\#(page + 1)&size=\#(size)"}"# : ""
      return (
        ["Content-Type": "application/hal+json"],
        #"{"_embedded": {"books": [\#(records(ids(page: page, size: size, count: count)))]}, "#
          + #""_links": {"self": {"href": "\#(root)/api/books"}\#(next)}, "#
          + #""page": {"size": \#(size), "totalElements": \#(count), "totalPages": \#(pages), "number": \#(page)}}"#
      )
    }
  }

  /// Every shape the library reads without a type of the team's.
  static let shapes: [PagedBooks] = [
    springData(.nextURL(at: "_links.next.href", size: "size"), named: "HAL, _links.next.href"),
    springData(
      .numbered(page: "page", size: "size", from: 0, total: .pages(at: "page.totalPages")),
      named: "Spring Data, pages from 0 and page.totalPages"),
    Self(
      name: "JSON:API, links.next", count: 5,
      paging: .nextURL(at: "links.next", size: "page[size]"), member: "data"
    ) { query, root, count in
      let page = Int(query["page[number]"] ?? "1") ?? 1
      let size = Int(query["page[size]"] ?? "10") ?? 10
      let ids = ids(page: page - 1, size: size, count: count)
      let next =
        (ids?.upperBound ?? count) < count
        ? #""\#(root)/api/books?page%5Bnumber%5D=\#(page + 1)&page%5Bsize%5D=\#(size)""# : "null"
      return ([:], #"{"data": [\#(records(ids))], "links": {"next": \#(next)}}"#)
    },
    Self(
      name: "Django REST framework, next and count", count: 5,
      paging: .nextURL(at: "next", size: "page_size", total: .items(at: "count")),
      member: "results"
    ) { query, root, count in
      let page = Int(query["page"] ?? "1") ?? 1
      let size = Int(query["page_size"] ?? "10") ?? 10
      let ids = ids(page: page - 1, size: size, count: count)
      let next =
        (ids?.upperBound ?? count) < count
        ? #""\#(root)/api/books/?page=\#(page + 1)&page_size=\#(size)""# : "null"
      return (
        [:],
        #"{"count": \#(count), "next": \#(next), "previous": null, "results": [\#(records(ids))]}"#
      )
    },
    Self(
      name: "Laravel, meta.last_page", count: 5,
      paging: .numbered(page: "page", size: "per_page", total: .pages(at: "meta.last_page")),
      member: "data"
    ) { query, _, count in
      let page = Int(query["page"] ?? "1") ?? 1
      let size = Int(query["per_page"] ?? "15") ?? 15
      let last = (count + size - 1) / size
      return (
        [:],
        #"{"data": [\#(records(ids(page: page - 1, size: size, count: count)))], "#
          + #""meta": {"current_page": \#(page), "last_page": \#(last), "total": \#(count)}}"#
      )
    },
    Self(
      name: "Stripe, has_more after the last id", count: 5, paging: .cursorAfterLast(),
      member: "data"
    ) { query, _, count in
      let after = Int(query["starting_after"] ?? "0") ?? 0
      let size = Int(query["limit"] ?? "10") ?? 10
      let last = min(after + size, count)
      let ids = after < last ? (after + 1)...last : nil
      return (
        [:],
        #"{"object": "list", "data": [\#(records(ids))], "has_more": \#(last < count)}"#
      )
    },
    Self(
      name: "a next cursor in the body", count: 5,
      paging: .cursor("cursor", at: "response_metadata.next_cursor"), member: "members"
    ) { query, _, count in
      let start = Int(query["cursor"]?.dropFirst() ?? "0") ?? 0
      let size = Int(query["limit"] ?? "10") ?? 10
      let last = min(start + size, count)
      let ids = start < last ? (start + 1)...last : nil
      let next = last < count ? "o\(last)" : ""
      return (
        [:],
        #"{"members": [\#(records(ids))], "response_metadata": {"next_cursor": "\#(next)"}}"#
      )
    },
    Self(
      name: "GitHub, Link headers", count: 5, paging: .linkHeader(size: "per_page"), member: nil
    ) { query, root, count in
      let page = Int(query["page"] ?? "1") ?? 1
      let size = Int(query["per_page"] ?? "30") ?? 30
      let ids = ids(page: page - 1, size: size, count: count)
      let link =
        (ids?.upperBound ?? count) < count
        ? ["Link": #"<\#(root)/api/books?page=\#(page + 1)&per_page=\#(size)>; rel="next""#] : [:]
      return (link, "[\(records(ids))]")
    },
    Self(
      name: "offsets with a total", count: 5, paging: .offsets(total: .items(at: "total")),
      member: "items"
    ) { query, _, count in
      let offset = Int(query["offset"] ?? "0") ?? 0
      let size = Int(query["limit"] ?? "10") ?? 10
      let last = min(offset + size, count)
      let ids = offset < last ? (offset + 1)...last : nil
      return ([:], #"{"items": [\#(records(ids))], "total": \#(count)}"#)
    },
    Self(
      name: "seed 003's producers, an empty page at the end", count: 4,
      paging: .numbered(page: "page", size: "per_page_limit", total: nil, endsWhenEmpty: true),
      member: "response"
    ) { query, _, count in
      let page = Int(query["page"] ?? "1") ?? 1
      let size = Int(query["per_page_limit"] ?? "10") ?? 10
      return (
        [:], #"{"response": [\#(records(ids(page: page - 1, size: size, count: count)))]}"#
      )
    },
  ]
}
