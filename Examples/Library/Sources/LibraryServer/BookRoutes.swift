import Foundation
import HTTPServer

/// The contract's answers to an authorized request, with links below `root`.
struct BookRoutes {
  /// Such as `http://127.0.0.1:52000`.
  let root: String

  /// The answer to `request`, changing `books` (kept in id order) for a write.
  func answer(_ request: HTTPRequest, books: inout [ServedBook]) -> HTTPResponse {
    let method = request.method == "HEAD" ? "GET" : request.method
    let parts = request.path.split(separator: "/", omittingEmptySubsequences: false)
    let query = Self.fields(request.query.map(String.init) ?? "")
    switch parts {
    case ["", "api", "books"] where method == "GET":
      return listing(query, books: books)
    case ["", "api", "books"] where method == "POST":
      return create(request.body, books: &books)
    case ["", "api", "books"]:
      return LibraryAnswer.methodNotAllowed(request.method, allow: "GET, HEAD, POST")
    case ["", "api", "books", "search", "findByTitleContaining"] where method == "GET":
      return search(query, books: books)
    case ["", "api", "books", "search", "findByTitleContaining"]:
      return LibraryAnswer.methodNotAllowed(request.method, allow: "GET, HEAD")
    case _ where parts.count == 4 && parts.starts(with: ["", "api", "books"]) && parts[3] != "":
      guard ["GET", "PUT", "DELETE"].contains(method) else {
        return LibraryAnswer.methodNotAllowed(request.method, allow: "GET, HEAD, PUT, DELETE")
      }
      return item(String(parts[3]), method: method, request, books: &books)
    default:
      return LibraryAnswer.problem(404, "Not Found", "nothing at \(request.path)")
    }
  }

  /// Book `text` read, replaced or removed by `method`: `404` when there is none; a write needs
  /// an `If-Match` naming its `ETag` (`428` without one, `412` with another).
  private func item(
    _ text: String, method: String, _ request: HTTPRequest, books: inout [ServedBook]
  ) -> HTTPResponse {
    guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      let id = Int(text), let index = books.firstIndex(where: { $0.id == id })
    else { return LibraryAnswer.problem(404, "Not Found", "no book \(text)") }
    let book = books[index]
    if method == "GET" {
      return LibraryAnswer.hal(book.hal(root: root), entityTag: book.entityTag)
    }
    guard let ifMatch = request.headers["If-Match"] else {
      return LibraryAnswer.problem(
        428, "Precondition Required", "an If-Match with the book's ETag is required")
    }
    let tags = ifMatch.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard tags.contains(where: { $0 == "*" || $0 == book.entityTag }) else {
      return LibraryAnswer.problem(412, "Precondition Failed", "the book changed since it was read")
    }
    if method == "DELETE" {
      books.remove(at: index)
      return HTTPResponse(status: 204)
    }
    let fields: (title: String, author: String, year: Int)
    switch Self.fields(of: request.body) {
    case .success(let valid): fields = valid
    case .failure(let refusal): return refusal.answer
    }
    let replaced = ServedBook(
      id: id, title: fields.title, author: fields.author, year: fields.year,
      version: book.nextVersion)
    books[index] = replaced
    return LibraryAnswer.hal(replaced.hal(root: root), entityTag: replaced.entityTag)
  }

  /// Stores the book `body` describes with the next id: `201` with its `Location` and no body.
  private func create(_ body: Data, books: inout [ServedBook]) -> HTTPResponse {
    let fields: (title: String, author: String, year: Int)
    switch Self.fields(of: body) {
    case .success(let valid): fields = valid
    case .failure(let refusal): return refusal.answer
    }
    let (id, overflow) = max(books.last?.id ?? 0, 0).addingReportingOverflow(1)
    guard !overflow else {
      return LibraryAnswer.problem(507, "Insufficient Storage", "no id is left for a book")
    }
    let book = ServedBook(id: id, title: fields.title, author: fields.author, year: fields.year)
    books.append(book)
    return HTTPResponse(
      status: 201, headers: ["Location": "\(root)/api/books/\(id)", "ETag": book.entityTag])
  }

  /// The title, author and year of a create's or a replace's `body`, or the `400` refusing it.
  private static func fields(of body: Data) -> Result<
    (title: String, author: String, year: Int), Refusal
  > {
    guard let draft = try? JSONDecoder().decode(BookDraft.self, from: body) else {
      return .failure(
        Refusal(answer: LibraryAnswer.problem(400, "Bad Request", "the body is not a JSON object")))
    }
    guard draft.refused.isEmpty, let title = draft.title, let author = draft.author,
      let year = draft.year
    else { return .failure(Refusal(answer: LibraryAnswer.validationFailed(draft.refused))) }
    return .success((title, author, year))
  }

  /// The answer refusing a body.
  private struct Refusal: Error {
    var answer: HTTPResponse
  }

  /// The fields of a query, `+` read as a space; the first of a name wins.
  private static func fields(_ encoded: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in encoded.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
        $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
      }
      guard let name = parts.first, fields[name] == nil else { continue }
      fields[name] = parts.count > 1 ? parts[1] : ""
    }
    return fields
  }
}
