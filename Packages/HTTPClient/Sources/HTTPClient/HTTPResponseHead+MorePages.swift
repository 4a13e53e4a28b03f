import HTTPBasics

extension HTTPResponseHead {
  /// What the head alone says of pages after its answer, in words, for a body passed on unread:
  /// `its Link header names a next page`, or `its X-Total-Count says 137`; `nil` when it says
  /// nothing of them.
  public var namedMorePages: String? {
    if let links = value(forHeader: "Link").flatMap({ LinkHeader(parsing: $0) }),
      links.target(relation: "next") != nil
    {
      return "its Link header names a next page"
    }
    if let total = value(forHeader: "X-Total-Count")?.trimmingCharacters(in: .whitespaces),
      Int(total) != nil
    {
      return "its X-Total-Count says \(total)"
    }
    return nil
  }
}
