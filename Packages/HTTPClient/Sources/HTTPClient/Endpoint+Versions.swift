extension Endpoint {
  /// The same endpoint, carried out only on the version `tag` of the record (`If-Match`), such
  /// as the `ETag` of the read the edit started from: a server whose record changed since
  /// answers `412`, ``NetworkError/versionConflict(resource:request:)``. Send a strong tag: a
  /// server compares `If-Match` strongly, so a weak one (``EntityTag/isWeak``) never matches.
  ///
  /// ```swift
  /// guard let version = EntityTag(#""7-3f2a""#) else { return }
  /// let delete = Endpoint<Void>.delete(["posts", "7"], resource: "post").ifMatch(version)
  /// // delete.headers["If-Match"] == #""7-3f2a""#
  /// ```
  public func ifMatch(_ tag: EntityTag) -> Self {
    adding(headers: ["If-Match": tag.description])
  }
}
