import Features

/// The library API's resource, described once, as Spring Data REST serves it: HAL lists in
/// `_embedded.books` paged from 0 with `page` and `size` and their total in
/// `page.totalElements`, books identified by their `_links.self.href`, a title searched at
/// `search/findByTitleContaining`, a create answered with only a `Location`, a replace with
/// `PUT` under `If-Match` (each book's version is its `ETag`), and RFC 9457 problems whose
/// `invalid-params` name the refused fields.
public enum LibraryResources {
  /// `/api/books`: listed, searched, read, created, replaced and deleted.
  public static let books = ResourceDescription<Book, BookDraft>(
    path: ["api", "books"], singular: "book", identity: .halSelfLink, member: "_embedded.books",
    paging: .numbered(
      page: "page", size: "size", from: 0, total: .items(at: "page.totalElements")),
    search: .path(["search", "findByTitleContaining"], parameter: "title"), keepsVersions: true,
    updateMethod: "PUT", rejection: .problemDetails)
}
